// What a log line may say about a request's address. Some paths carry a secret (a listening link's token,
// a password-reset or verification token, a co-host's token) and some queries do (unsubscribe and
// newsletter tokens, OAuth codes): the path keeps its shape with the secret cut, and every query value is
// cut, so a log never holds a link that works. No "server-only": the server script uses it.

// Path prefixes whose next segment is a secret.
const SECRET_SEGMENT_AFTER = /^(\/(?:api\/)?(?:listen|reset-password|verify-email|cohost))\/[^/?#]+/i;

export const CUT = "[cut]";

export function loggableUrl(url: string | undefined): string {
  const raw = url ?? "/";
  const queryAt = raw.search(/[?#]/);
  const path = (queryAt === -1 ? raw : raw.slice(0, queryAt)).replace(SECRET_SEGMENT_AFTER, `$1/${CUT}`);
  if (queryAt === -1 || raw[queryAt] === "#") return path;
  const query = raw.slice(queryAt + 1).split("#")[0];
  if (!query) return path;
  const names = query.split("&").map((pair) => `${pair.split("=")[0]}=${CUT}`);
  return `${path}?${names.join("&")}`;
}
