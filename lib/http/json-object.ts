// Reading an API answer's text in the browser: the JSON object it holds, or null for anything else (an
// HTML error page from a proxy, an empty body, an array). Safe to import in client components.

export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
