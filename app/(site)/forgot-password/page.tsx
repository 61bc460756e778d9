import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AuthShell } from "@/components/auth/AuthShell";
import styles from "@/components/auth/AuthForm.module.css";
import { getEnv } from "@/lib/env";
import { sitePageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = sitePageMetadata({ path: "/forgot-password", title: "Forgot password", description: "How to get back into your Echobook account." });

export default async function ForgotPasswordPage() {
  // Read at request time: whether Google sign-in is offered is runtime configuration.
  await connection();
  const googleEnabled = Boolean(getEnv().GOOGLE_CLIENT_ID);
  return (
    <AuthShell title="Forgot your password?">
      <div className={styles.prose}>
        <p>Resetting a password by email is not available yet.</p>
        {googleEnabled && <p>If you created your account with Google, sign in with the Google button instead.</p>}
        <p>
          {googleEnabled ? "Otherwise, use" : "Use"} the <strong>Contact us</strong> button at the bottom of this page. Tell us the email address of
          your account and we will help you get back in.
        </p>
      </div>
      <p className={styles.switch}>
        Remembered it? <Link href="/login">Back to sign in</Link>
      </p>
    </AuthShell>
  );
}
