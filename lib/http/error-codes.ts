// The stable codes every `/api` error body carries as `{ error, code }`. Browser and server import this
// one list: screens branch on the code, never on the English text (which follows the specs).
export const ERROR_CODES = [
  "VALIDATION",
  "INVALID_JSON",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE",
  "RATE_LIMITED",
  "REQUIRES_UPGRADE",
  "REQUIRES_PAYMENT",
  "FREE_GUESTBOOK_USED",
  "RECORDING_CLOSED",
  // A take under a second (lib/audio/limits.ts MIN_TAKE_MS): the page asks for a new one, never a retry.
  "TAKE_TOO_SHORT",
  // A guestbook that holds as many takes as the largest tier could ever make playable.
  "GUESTBOOK_FULL",
  "MP3_NOT_READY",
  "HOSTING_ENDED",
  // Pro audio cards: before activation, a wrong or locked code, a browser that did not activate the
  // card, a card already recorded, and who may make them.
  "NOT_ACTIVATED",
  "ACTIVATION_CODE_INVALID",
  "ACTIVATION_LOCKED",
  "RECORDER_ONLY",
  "ALREADY_RECORDED",
  "PRO_TIER_REQUIRED",
  "PRO_LIMIT_REACHED",
  "GOOGLE_LINK_NEEDS_PASSWORD",
  "GOOGLE_ACCOUNT_MISMATCH",
  // Linking Google from settings before the address is verified; a Google sign-in too old to confirm a deletion.
  "EMAIL_NOT_VERIFIED",
  "GOOGLE_SIGN_IN_TOO_OLD",
  "GATE_CLOSED",
  // Account settings: a wrong current password (or email, for an account without one) and an account
  // that has no password to change (Google sign-in only).
  "WRONG_PASSWORD",
  "NO_PASSWORD",
  // A mailed link (password reset, address verification) that is unknown, used, expired or altered.
  "LINK_INVALID",
  "PRO_ACCOUNT_REQUIRED",
  "UPSTREAM",
  "SERVER_BUSY",
  // The database or storage is away for a moment (a restart, a failover, an outage): try again after Retry-After.
  "UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/** The code an error of this status carries when the thrower named none. */
export function defaultCodeFor(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "VALIDATION";
    case 401:
      return "UNAUTHORIZED";
    case 402:
      return "REQUIRES_PAYMENT";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 422:
      return "UNPROCESSABLE";
    case 429:
      return "RATE_LIMITED";
    case 502:
    case 503:
      return "UPSTREAM";
    default:
      return "INTERNAL";
  }
}
