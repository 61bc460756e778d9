// next-auth's session cookie names (the __Secure- one is used when APP_URL is https).
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;
