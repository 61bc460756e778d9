// Where the gate sends a visitor after the access code: only a path on this site, never the gate again.
import { localPath } from "@/lib/http/safe-path";

export function safeNextPath(next: string | string[] | undefined): string {
  const path = localPath(Array.isArray(next) ? next[0] : next);
  if (!path || new URL(path, "http://site.invalid").pathname === "/gate") return "/";
  return path;
}
