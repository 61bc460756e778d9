// The stable codes every `/api` error body carries as `{ error, code }`, each with the one HTTP status it
// is answered with (as dub's errorCodeToHttpStatus): an error is named by its code and its status looked
// up here, so a code is never paired with the wrong status. Browser and server import this one list:
// screens branch on the code, never on the English text (which follows the specs).
export const ERROR_STATUS = {
  // A request the schema refuses: `fields` names each field and why (lib/http/errors.ts).
  INVALID_INPUT: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  REQUIRES_UPGRADE: 403,
  REQUIRES_PAYMENT: 402,
  FREE_GUESTBOOK_USED: 400,
  RECORDING_CLOSED: 403,
  // A take under a second (lib/audio/limits.ts MIN_TAKE_MS): the page asks for a new one, never a retry.
  TAKE_TOO_SHORT: 422,
  // A guestbook that holds as many takes as the largest tier could ever make playable.
  GUESTBOOK_FULL: 403,
  MP3_NOT_READY: 409,
  HOSTING_ENDED: 410,
  // Pro audio cards: before activation, a wrong or locked code, a browser that did not activate the
  // card, a card already recorded, and who may make them.
  NOT_ACTIVATED: 404,
  ACTIVATION_CODE_INVALID: 400,
  ACTIVATION_LOCKED: 429,
  RECORDER_ONLY: 403,
  ALREADY_RECORDED: 409,
  PRO_TIER_REQUIRED: 403,
  PRO_LIMIT_REACHED: 403,
  GOOGLE_LINK_NEEDS_PASSWORD: 409,
  // A Google account already linked elsewhere (or this account to another), and a re-check by another one.
  GOOGLE_ACCOUNT_MISMATCH: 409,
  GOOGLE_REAUTH_MISMATCH: 403,
  // Linking Google from settings before the address is verified; a Google sign-in too old to confirm a deletion.
  EMAIL_NOT_VERIFIED: 403,
  GOOGLE_SIGN_IN_TOO_OLD: 403,
  GATE_CLOSED: 401,
  // Account settings: a wrong current password (or email, for an account without one) and an account
  // that has no password to change (Google sign-in only).
  WRONG_PASSWORD: 403,
  NO_PASSWORD: 400,
  // A mailed link (password reset, address verification) that is unknown, used, expired or altered.
  LINK_INVALID: 400,
  PRO_ACCOUNT_REQUIRED: 403,
  // A service we call (Stripe, Unsplash) refused or failed.
  UPSTREAM: 502,
  // A feature this deployment has not set up (payments, Google sign-in, mail).
  NOT_CONFIGURED: 503,
  SERVER_BUSY: 503,
  // The database or storage is away for a moment (a restart, a failover, an outage): try again after Retry-After.
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

/** The generic code of a status, for an answer that carries none (a proxy's 502 page). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "INVALID_INPUT";
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
      return "UPSTREAM";
    case 503:
      return "UNAVAILABLE";
    default:
      return "INTERNAL";
  }
}
