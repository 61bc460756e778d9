// Mails about a person's account: a password reset link (or, for a Google-only account, how to sign
// in instead), the address verification link, and the notices after a password change, Google sign-in
// added or removed, or a deletion.
import { MailLayout, MailLink, MailText } from "./MailLayout";

export function PasswordResetMail({ firstName, resetLink }: { firstName: string; resetLink: string }) {
  return (
    <MailLayout
      greet={firstName}
      preview="Reset your Echobook password"
      heading="Reset your password"
      action={{ label: "Choose a new password", href: resetLink }}
      footer="If you did not ask for this, ignore this mail: your password stays as it is. The link works once, for one hour."
    >
      <MailText>Someone (we hope you) asked to reset the password of your Echobook account. Choose a new one with the button below.</MailText>
    </MailLayout>
  );
}

export function GoogleOnlyResetMail({ firstName, loginLink }: { firstName: string; loginLink: string }) {
  return (
    <MailLayout
      greet={firstName}
      preview="Your Echobook account signs in with Google"
      heading="Your account signs in with Google"
      action={{ label: "Sign in with Google", href: loginLink }}
      footer="If you did not ask for this, ignore this mail: nothing about your account has changed."
    >
      <MailText>
        Someone asked to reset the password of your Echobook account, but your account has no password: you sign in with Google. Open the sign-in page and
        choose Sign in with Google.
      </MailText>
    </MailLayout>
  );
}

export function VerifyEmailMail({ firstName, verifyLink }: { firstName: string; verifyLink: string }) {
  return (
    <MailLayout
      greet={firstName}
      preview="Please verify your email address"
      heading="Please verify your email address"
      action={{ label: "Verify my email", href: verifyLink }}
      footer="If you did not create an Echobook account, ignore this mail. The link works for 24 hours."
    >
      <MailText>Welcome to Echobook! Confirm that this address is yours, so we can reach you about your guestbooks and your account.</MailText>
    </MailLayout>
  );
}

export function PasswordChangedMail({ firstName, resetLink }: { firstName: string; resetLink: string }) {
  return (
    <MailLayout
      greet={firstName}
      preview="Your Echobook password was changed"
      heading="Your password was changed"
      footer="You get this mail whenever the password of your account changes."
    >
      <MailText>The password of your Echobook account was just changed, and every other session was signed out.</MailText>
      <MailText>
        If this was not you, <MailLink href={resetLink}>reset your password now</MailLink> and write to us with the Contact us button on our site.
      </MailText>
    </MailLayout>
  );
}

export function GoogleLinkedMail({
  firstName,
  googleEmail,
  settingsLink,
  resetLink,
}: {
  firstName: string;
  googleEmail: string;
  settingsLink: string;
  resetLink: string;
}) {
  return (
    <MailLayout
      greet={firstName}
      preview="Google sign-in was added to your Echobook account"
      heading="Google sign-in was added"
      action={{ label: "Open Account Settings", href: settingsLink }}
      footer="You get this mail whenever Google sign-in is added to or removed from your account."
    >
      <MailText>The Google account {googleEmail} can now sign in to your Echobook account.</MailText>
      <MailText>
        If this was not you, remove it in Account Settings, <MailLink href={resetLink}>reset your password</MailLink> and write to us with the Contact us button
        on our site.
      </MailText>
    </MailLayout>
  );
}

export type TGoogleUnlinkReason = "settings" | "password-reset";

export function GoogleUnlinkedMail({
  firstName,
  googleEmail,
  reason,
  settingsLink,
}: {
  firstName: string;
  googleEmail: string | null;
  reason: TGoogleUnlinkReason;
  settingsLink: string;
}) {
  const who = googleEmail ? `The Google account ${googleEmail}` : "Your Google account";
  return (
    <MailLayout
      greet={firstName}
      preview="Google sign-in was removed from your Echobook account"
      heading="Google sign-in was removed"
      action={{ label: "Open Account Settings", href: settingsLink }}
      footer="You get this mail whenever Google sign-in is added to or removed from your account."
    >
      <MailText>
        {who} can no longer sign in to your Echobook account.{" "}
        {reason === "password-reset"
          ? "It was linked before your email address was verified, so the password reset removed it: a link nobody can vouch for does not outlive a reset."
          : "It was removed in Account Settings."}
      </MailText>
      <MailText>You sign in with your email and password. To use Google again, link it in Account Settings.</MailText>
    </MailLayout>
  );
}

export function AccountDeletedMail({ firstName }: { firstName: string }) {
  return (
    <MailLayout
      greet={firstName}
      preview="Your Echobook account was deleted"
      heading="Your account was deleted"
      footer="This is the last mail you get from us about this account."
    >
      <MailText>Your Echobook account and everything in it (guestbooks, recordings, cards) were deleted, as you asked.</MailText>
      <MailText>If you did not ask for this, write to us with the Contact us button on our site at once.</MailText>
    </MailLayout>
  );
}
