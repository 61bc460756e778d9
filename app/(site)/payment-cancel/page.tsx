// /payment-cancel — the buyer left checkout without paying: nothing was charged; try again or go to the dashboard
import type { Metadata } from "next";
import Link from "next/link";
import { firstParam } from "@/components/auth/search-param";
import screen from "@/components/site/ErrorScreen.module.css";
import styles from "../payment-success/payment-success.module.css";

export const metadata: Metadata = { title: "Payment Cancelled - Echobook" };

export default async function PaymentCancelPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const guestbookId = firstParam((await searchParams).guestbookId);
  // A cancelled upgrade tries again from its guestbook; a cancelled purchase from the wizard, which
  // still holds the form the buyer filled in.
  const retryHref = guestbookId && /^[A-Za-z0-9_-]{1,64}$/.test(guestbookId) ? `/manage-guestbook/${guestbookId}` : "/create-guestbook";
  return (
    <div className={`container ${screen.screen}`}>
      <h1 className={screen.title}>Payment Cancelled</h1>
      <p className={screen.text}>Your payment was cancelled and you have not been charged.</p>
      <div className={`${screen.actions} ${styles.actions}`}>
        <Link className="btn btn-primary" href={retryHref}>
          Try Again
        </Link>
        <Link className="btn btn-outline" href="/dashboard?from_creation=true">
          Dashboard
        </Link>
      </div>
    </div>
  );
}
