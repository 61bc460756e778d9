// /verify-email/{token} — the link mailed after sign-up (24 hours): following it proves the address.
import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/AuthShell";
import styles from "@/components/auth/AuthForm.module.css";
import { verifyEmail } from "@/lib/auth/email-verification";
import { ApiError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Verify your email - Echobook", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const verified = await verifyEmail(token).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError) return false;
      throw error;
    },
  );
  return (
    <AuthShell title={verified ? "Your email is verified" : "This link does not work"}>
      <div className={styles.prose}>
        {verified ? (
          <p role="status">Thank you! Your email address is verified.</p>
        ) : (
          <p role="alert">This link is invalid, was used already or has expired. Sign in and choose Resend on your dashboard for a new one.</p>
        )}
      </div>
      <p className={styles.switch}>
        <Link href="/dashboard" className={styles.inlineLink}>
          Go to your dashboard
        </Link>
      </p>
    </AuthShell>
  );
}
