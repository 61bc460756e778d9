// /reset-password/{token} — choose a new password from the mailed link (one use, one hour).
import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/AuthShell";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import styles from "@/components/auth/AuthForm.module.css";
import { isUserTokenLive, LINK_INVALID } from "@/lib/auth/user-tokens";

export const metadata: Metadata = { title: "Choose a new password - Echobook", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!(await isUserTokenLive(token, "password_reset"))) {
    return (
      <AuthShell title="Choose a new password">
        <div className={styles.prose}>
          <p role="alert">{LINK_INVALID}</p>
        </div>
        <p className={styles.switch}>
          <Link href="/forgot-password" className={styles.inlineLink}>
            Ask for a new link
          </Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Choose a new password" intro="Every other session of your account will be signed out.">
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
