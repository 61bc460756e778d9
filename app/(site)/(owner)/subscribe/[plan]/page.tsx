// /subscribe/{plan} — a business plan by the month (login required): what it gives, its price, and Subscribe; an account that already has a plan is sent to its dashboard and Billing
import { requirePageUser } from "@/lib/auth/require-page-user";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { firstParam } from "@/components/auth/search-param";
import { accountTypeLabel } from "@/lib/auth/account-type";
import { canUseProGuestbooks, tabHref } from "@/lib/dashboard/tabs";
import { formatPrice, sellableBusinessPlan } from "@/lib/pricing/plans";
import { userHoldsBusinessPlan } from "@/lib/subscriptions/holds-business-plan";
import { SubscribeButton } from "./SubscribeButton";
import styles from "./subscribe.module.css";

type TProps = { params: Promise<{ plan: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const plan = sellableBusinessPlan((await params).plan);
  return { title: plan ? `${plan.name} plan - Echobook` : "Plan not found - Echobook" };
}

export default async function SubscribePage({ params, searchParams }: TProps) {
  const [{ plan: key }, query] = await Promise.all([params, searchParams]);
  // Corporate is arranged through Contact Sales, so it has no page here.
  const plan = sellableBusinessPlan(key);
  if (!plan) notFound();
  const user = await requirePageUser();
  const holds = await userHoldsBusinessPlan(user.id);

  return (
    <div className={`container ${styles.page}`}>
      <section className={`card ${styles.card}`} aria-labelledby="plan-title">
        <p className={styles.eyebrow}>Business plan</p>
        <h1 id="plan-title" className={styles.title}>
          {plan.name}
        </h1>
        <p className={styles.price}>
          <span className={styles.amount}>{formatPrice(plan.priceCentsPerMonth)}</span> per month
        </p>
        <p className={styles.lead}>Pro Audio Guestbooks and Pro Audio Cards, as many as you need, under your own brand.</p>
        <ul className={styles.features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className={styles.note}>
          Billed every month until you cancel. Cancel any time from Billing in Account Settings: the plan stays yours until the end of the month you have paid
          for.
        </p>
        {firstParam(query.cancelled) === "1" && !holds ? (
          <p role="status" className="alert">
            Payment cancelled. You have not been charged.
          </p>
        ) : null}
        {holds ? (
          <div className={styles.actions}>
            <p role="status" className="alert alert-success">
              Your account already has a business plan ({accountTypeLabel(user)}).
            </p>
            <Link className="btn btn-primary btn-block" href={canUseProGuestbooks(user) ? tabHref("subscription-guestbooks") : tabHref("guestbooks")}>
              Open your dashboard
            </Link>
            <Link className="btn btn-outline btn-block" href={tabHref("settings")}>
              Billing and account settings
            </Link>
          </div>
        ) : (
          <div className={styles.actions}>
            <SubscribeButton planKey={plan.key} planName={plan.name} />
          </div>
        )}
      </section>
    </div>
  );
}
