// Where the gate sends a visitor after the access code: only a path on this site, never another origin.
export function safeNextPath(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.origin !== "http://site.invalid" || url.pathname === "/gate") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
