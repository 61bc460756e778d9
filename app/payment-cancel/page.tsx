// /payment-cancel — the buyer left checkout without paying: nothing was charged; try again or go to the dashboard
import type { Metadata } from "next";
import Link from "next/link";
import screen from "@/components/site/ErrorScreen.module.css";
import styles from "../payment-success/payment-success.module.css";

export const metadata: Metadata = { title: "Payment Cancelled - Echobook" };

export default function PaymentCancelPage() {
  return (
    <div className={`container ${screen.screen}`}>
      <h1 className={screen.title}>Payment Cancelled</h1>
      <p className={screen.text}>Your payment was cancelled and you have not been charged.</p>
      <div className={`${screen.actions} ${styles.actions}`}>
        <Link className="btn btn-primary" href="/create-guestbook">
          Try Again
        </Link>
        <Link className="btn btn-outline" href="/dashboard?from_creation=true">
          Dashboard
        </Link>
      </div>
    </div>
  );
}
