// The Contact Us form's rules (spec 000 §2, §5): every field required, the email well formed, the
// message at most 5,000 characters. Sending posts it (postContactMessage: stored, and mailed to support).
import { postContactMessage } from "@/lib/client/site";
import { CONTACT_MESSAGE_MAX } from "@/lib/validation/contact";

export type TContactValues = { name: string; email: string; message: string };
export type TContactErrors = Partial<Record<keyof TContactValues, string>>;

export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export const CONTACT_CLOSE_AFTER_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateContact(values: TContactValues): TContactErrors {
  const errors: TContactErrors = {};
  if (!values.name.trim()) errors.name = "Please enter your name.";
  const email = values.email.trim();
  if (!email) errors.email = "Please enter your email address.";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Please enter a valid email address.";
  if (!values.message.trim()) errors.message = "Please enter a message.";
  else if (values.message.trim().length > CONTACT_MESSAGE_MAX) errors.message = `Your message must be at most ${CONTACT_MESSAGE_MAX} characters.`;
  return errors;
}

/** Sends the message; throws (ApiClientError) when the server refuses it or cannot be reached. */
export async function sendContactMessage(values: TContactValues): Promise<void> {
  await postContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
}
