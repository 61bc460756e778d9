// The Contact Us form's rules (spec 000 §2, §5): every field required, the email well formed. Sending
// is simulated: the spec makes no network call, only a one second wait.
export type TContactValues = { name: string; email: string; message: string };
export type TContactErrors = Partial<Record<keyof TContactValues, string>>;

export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export const CONTACT_SEND_DELAY_MS = 1000;
export const CONTACT_CLOSE_AFTER_MS = 2000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateContact(values: TContactValues): TContactErrors {
  const errors: TContactErrors = {};
  if (!values.name.trim()) errors.name = "Please enter your name.";
  const email = values.email.trim();
  if (!email) errors.email = "Please enter your email address.";
  else if (!EMAIL_PATTERN.test(email)) errors.email = "Please enter a valid email address.";
  if (!values.message.trim()) errors.message = "Please enter a message.";
  return errors;
}

export function sendContactMessage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS));
}
