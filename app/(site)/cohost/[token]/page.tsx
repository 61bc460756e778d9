// /cohost/{token} — the link of an invitation to co-host a guestbook (issue 50). Signed out: sign in or
// sign up with the invited address (filled in) and come back here. Signed in with that address: Accept.
// Another account, an expired or a used link: says so, and what to do.
import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/auth/AuthShell";
import styles from "@/components/auth/AuthForm.module.css";
import { loginUrl } from "@/lib/auth/login-url";
import { getSessionUser } from "@/lib/auth/session";
import { INVITATION_ERRORS, OWNER_ALREADY, readCohostInvitation, WRONG_ACCOUNT } from "@/lib/cohosts/cohost-invitation";
import { AcceptInvitation } from "./AcceptInvitation";

export const metadata: Metadata = { title: "Co-host a guestbook - Echobook", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function CohostInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [invitation, user] = await Promise.all([readCohostInvitation(token), getSessionUser()]);
  if ("refused" in invitation) {
    return (
      <AuthShell title="This invitation does not work">
        <div className={styles.prose}>
          <p role="alert">{INVITATION_ERRORS[invitation.refused]}</p>
        </div>
        <p className={styles.switch}>
          <Link href="/dashboard" className={styles.inlineLink}>
            Go to your dashboard
          </Link>
        </p>
      </AuthShell>
    );
  }
  const here = `/cohost/${token}`;
  const withEmail = (url: string) => `${url}&email=${encodeURIComponent(invitation.email)}`;
  const intro = `You are invited to co-host the guestbook “${invitation.guestbookName}”.`;
  return (
    <AuthShell title="Co-host a guestbook" intro={intro}>
      <div className={styles.prose}>
        {!user ? (
          <>
            <p>
              Sign in, or create an account, with <strong>{invitation.email}</strong> to accept.
            </p>
            <p>
              <Link className="btn btn-primary" href={withEmail(loginUrl(here))}>
                Sign in to accept
              </Link>
            </p>
            <p>
              <Link className="btn btn-outline" href={withEmail(loginUrl(here, "/signup"))}>
                Create an account
              </Link>
            </p>
          </>
        ) : user.id === invitation.ownerId ? (
          <p role="alert">{OWNER_ALREADY}</p>
        ) : user.email.toLowerCase() !== invitation.email.toLowerCase() ? (
          <>
            <p role="alert">{WRONG_ACCOUNT}</p>
            <p>
              You are signed in as <strong>{user.email}</strong>; the invitation was sent to <strong>{invitation.email}</strong>.
            </p>
          </>
        ) : (
          <AcceptInvitation token={token} guestbookName={invitation.guestbookName} />
        )}
      </div>
      {user ? (
        <p className={styles.switch}>
          <Link href="/dashboard" className={styles.inlineLink}>
            Go to your dashboard
          </Link>
        </p>
      ) : null}
    </AuthShell>
  );
}
