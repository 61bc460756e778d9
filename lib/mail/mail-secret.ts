// A mail's link token is kept out of its stored html and text: they hold a placeholder, and the token
// (the Mail row's `secret`) is put back only for sending, or for the local mailbox, which is where an
// outbox mail is delivered. After an SMTP send the token is cleared, so the row keeps no usable link.
export const SECRET_PLACEHOLDER = "__echobook_link_token__";

/** The content with every copy of the token replaced by the placeholder; throws if the token is not in it. */
export function withoutSecret(content: string, secret: string): string {
  if (!content.includes(secret)) throw new Error("The mail does not carry the token it was given.");
  return content.split(secret).join(SECRET_PLACEHOLDER);
}

/** The content as sent: the placeholder replaced by the token (unchanged when the token was cleared). */
export function withSecret(content: string, secret: string | null): string {
  return secret ? content.split(SECRET_PLACEHOLDER).join(secret) : content;
}
