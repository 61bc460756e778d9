/** Set by the verification notice's Dismiss; the dashboard does not render the notice while it is there. */
export const VERIFY_NOTICE_COOKIE = "echobook-verify-dismissed";
