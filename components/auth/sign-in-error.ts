// next-auth reports either the message our authorize() threw or one of its own error codes; codes are
// not for people, so they become the page's fallback text.
const NEXT_AUTH_CODES = new Set([
  "Configuration",
  "AccessDenied",
  "Verification",
  "Default",
  "Signin",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "Callback",
  "OAuthAccountNotLinked",
  "EmailSignin",
  "SessionRequired",
  "CallbackRouteError",
]);

export function signInErrorMessage(error: string | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error === "CredentialsSignin") return "Invalid email or password.";
  if (NEXT_AUTH_CODES.has(error)) return fallback;
  return error;
}
