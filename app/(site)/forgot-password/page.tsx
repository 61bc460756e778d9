import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AuthShell } from "@/components/auth/AuthShell";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import styles from "@/components/auth/AuthForm.module.css";
import { getEnv } from "@/lib/env";
import { canSendMail } from "@/lib/mail/mail-mode";
import { sitePageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = sitePageMetadata({
  path: "/forgot-password",
  title: "Forgot password",
  description: "How to get back into your Echobook account.",
});

// Under both versions of the page.
const backToSignIn = (
  <p className={styles.switch}>
    Remembered it?{" "}
    <Link href="/login" className="tap-link">
      Back to sign in
    </Link>
  </p>
);

export default async function ForgotPasswordPage() {
  // Read at request time: Google sign-in and the mail server are runtime configuration.
  await connection();
  const googleEnabled = Boolean(getEnv().GOOGLE_CLIENT_ID);
  if (!canSendMail()) {
    // A deployment without a mail server: no link could reach the user, so say what works instead.
    return (
      <AuthShell title="Forgot your password?">
        <div className={styles.prose}>
          <p>This site cannot send email yet, so a reset link cannot reach you.</p>
          {googleEnabled && <p>If you created your account with Google, sign in with the Google button instead.</p>}
          <p>
            {googleEnabled ? "Otherwise, use" : "Use"} the <strong>Contact us</strong> button at the bottom of this page. Tell us the email address of your
            account and we will help you get back in.
          </p>
        </div>
        {backToSignIn}
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Forgot your password?" intro="Enter the email address of your account and we will send you a link to choose a new password.">
      <div className={styles.stack}>
        <ForgotPasswordForm />
        {googleEnabled && <p className={styles.note}>Created your account with Google? Sign in with the Google button instead.</p>}
        {backToSignIn}
      </div>
    </AuthShell>
  );
}
