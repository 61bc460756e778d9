"use client";
// The host's greeting on the guest page, in a chunk of its own: rendered on the server as before, and
// its code fetched only by the pages that have a greeting, not with every guest page.
import { lazy, Suspense, type ComponentProps } from "react";

const GreetingPlayer = lazy(() => import("@/components/guestbooks/GreetingPlayer"));

export default function GreetingPlayerLazy(props: ComponentProps<typeof GreetingPlayer>) {
  return (
    <Suspense fallback={null}>
      <GreetingPlayer {...props} />
    </Suspense>
  );
}
