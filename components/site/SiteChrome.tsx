"use client";
// Shows the site header or footer except on the routes that stand outside the shared layout.
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isBareRoute } from "./bare-routes";

export default function SiteChrome({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return isBareRoute(pathname) ? null : children;
}
