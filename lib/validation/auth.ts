import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

/** "X is required." when missing, "X must be text." when it is another type. */
export function requiredText(label: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) };
}

/** Limits the forms read for their inputs' maxLength, as the schemas below apply them. */
export const EMAIL_MAX = 254;
export const FIRST_NAME_MAX = 60;

const ZEmail = z
  .string(requiredText("Email"))
  .trim()
  .min(1, "Email is required.")
  .max(EMAIL_MAX, "Email is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }))
  .transform((email) => email.toLowerCase());

/** A logout whose session could not be recorded as ended: the browser stays signed in and says so. */
export const LOGOUT_FAILED = "We could not log you out. Please try again.";

/**
 * A deleted account's row keeps `deleted-<id>@deleted.invalid` (lib/account/request-account-deletion.ts):
 * .invalid is reserved (RFC 6761) and no one's mailbox, so no new account may take such an address, or the
 * account whose id it names could never be deleted.
 */
export function placeholderEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export const RESERVED_EMAIL_DOMAIN = "Addresses ending in .invalid cannot receive mail. Please use your real email address.";
const ZNewAccountEmail = ZEmail.refine((email) => !/(^|[@.])invalid$/.test(email), RESERVED_EMAIL_DOMAIN);

export const ZFirstName = z
  .string(requiredText("First name"))
  .trim()
  .min(1, "First name is required.")
  .max(FIRST_NAME_MAX, `First name must be at most ${FIRST_NAME_MAX} characters.`);

/** A password as sign-up asks for it: the one rule for every new password. */
const ZNewPassword = z.string(requiredText("Password")).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, "Password must be at most 200 characters.");

export const ZRegisterBody = z.object({
  firstName: ZFirstName,
  email: ZNewAccountEmail,
  password: ZNewPassword,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** The sign-up form: the registration body plus the repeated password, compared even when another field fails. */
export const ZSignupForm = ZRegisterBody.extend({ confirmPassword: z.string() }).refine((form) => form.password === form.confirmPassword, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ["confirmPassword"],
  when: () => true,
});

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string(requiredText("Password")).min(1, "Password is required.").max(200, "Invalid email or password."),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

const ZGoogleCredential = z.string(requiredText("Google credential")).min(1, "Google credential is required.").max(8192, "Invalid Google credential.");

/** Google sign-in; `password` only when linking Google to an existing password account, once. */
export const ZGoogleBody = z.object({
  credential: ZGoogleCredential,
  password: z.string(requiredText("Password")).min(1, "Password is required.").max(200, "Invalid email or password.").optional(),
});

/** Linking Google from Account Settings: the Google ID token and the account's current password. */
export const ZLinkGoogleBody = z.object({
  credential: ZGoogleCredential,
  password: z
    .string(requiredText("Current password"))
    .min(1, "Please type your current password to link Google sign-in.")
    .max(200, "Your current password is incorrect."),
});

export const ZChangePasswordBody = z.object({
  currentPassword: z.string(requiredText("Current password")).min(1, "Current password is required.").max(200, "Current password is incorrect."),
  newPassword: ZRegisterBody.shape.password,
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** The settings form: the body plus the repeated new password, compared as sign-up compares them. */
export const ZChangePasswordForm = ZChangePasswordBody.extend({ confirmPassword: z.string() }).refine((form) => form.newPassword === form.confirmPassword, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ["confirmPassword"],
  when: () => true,
});

export const DELETE_NEEDS_PASSWORD = "Please type your password to confirm.";
export const DELETE_NEEDS_GOOGLE = "Please sign in with Google to confirm.";

/** Deleting the account: its password, or for an account without one (Google only) a fresh Google sign-in's ID token. */
export const ZDeleteAccountBody = z
  .object({
    password: z.string(requiredText("Password")).min(1, DELETE_NEEDS_PASSWORD).max(254, "Password is incorrect.").optional(),
    credential: ZGoogleCredential.optional(),
  })
  .refine((body) => body.password !== undefined || body.credential !== undefined, { message: DELETE_NEEDS_PASSWORD, path: ["password"] });

export const ZFirstNameBody = z.object({ firstName: ZFirstName });

export const ZForgotPasswordBody = z.object({ email: ZEmail });

/** A link's token: 32 random bytes, base64url (43 characters); anything else is refused as an invalid link. */
export const ZLinkToken = z.string(requiredText("Token")).max(200, "Token is too long.");

export const ZResetPasswordBody = z.object({ token: ZLinkToken, password: ZNewPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** The reset form: the new password twice. */
export const ZResetPasswordForm = z.object({ password: ZNewPassword, confirmPassword: z.string() }).refine((form) => form.password === form.confirmPassword, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ["confirmPassword"],
  when: () => true,
});

export { ZEmail };
