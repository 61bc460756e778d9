// The pricing section: personal/event plans and business plans, all read from lib/pricing/plans.ts.
import Link from "next/link";
import ContactButton from "@/components/site/ContactButton";
import { BUSINESS_PLANS, GUESTBOOK_TIERS, MESSAGE_PACKS, formatPrice } from "@/lib/pricing/plans";
import PlanCard from "./PlanCard";
import Tabs from "./Tabs";
import styles from "./Pricing.module.css";

const BUSINESS_SUMMARIES: Record<(typeof BUSINESS_PLANS)[number]["key"], string> = {
  reseller: "For event professionals and shops selling guestbooks and audio cards",
  corporate: "For larger organisations with their own needs",
};

function PersonalPlans() {
  return (
    <>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Audio guestbooks</h3>
        <p className={styles.groupLead}>One payment per guestbook, sized by how many guests will leave a message.</p>
        <ul className={`${styles.plans} ${styles.four}`}>
          {GUESTBOOK_TIERS.map((tier) => (
            <PlanCard
              key={tier.key}
              name={tier.name}
              price={formatPrice(tier.priceCents)}
              period={tier.priceCents > 0 ? "one-time" : ""}
              summary={tier.guestsLabel}
              features={tier.features}
              badge={tier.badge}
              action={
                <Link href="/create-guestbook" className={`btn btn-block ${tier.badge ? "btn-primary" : "btn-outline"}`}>
                  {tier.priceCents > 0 ? `Choose ${tier.name}` : "Start Free"}
                  <span className="visually-hidden"> guestbook</span>
                </Link>
              }
            />
          ))}
        </ul>
      </div>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Audio message pages</h3>
        <p className={styles.groupLead}>Packs of pages for personal audio messages, each with its own link and QR code.</p>
        <ul className={`${styles.plans} ${styles.four}`}>
          {MESSAGE_PACKS.map((pack) => (
            <PlanCard
              key={pack.key}
              name={pack.name}
              price={formatPrice(pack.priceCents)}
              period={pack.priceCents > 0 ? "one-time" : ""}
              summary={`${pack.pages} audio message pages`}
              badge={pack.badge}
              action={
                <Link href="/personal-message" className={`btn btn-block ${pack.badge ? "btn-primary" : "btn-outline"}`}>
                  {pack.priceCents > 0 ? `Get ${pack.name}` : "Start Free"}
                  <span className="visually-hidden"> audio message pack</span>
                </Link>
              }
            />
          ))}
        </ul>
      </div>
    </>
  );
}

function BusinessPlans() {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>For businesses</h3>
      <p className={styles.groupLead}>Unlimited guestbooks and pages under your own brand, or a plan built around your organisation.</p>
      <ul className={`${styles.plans} ${styles.two}`}>
        {BUSINESS_PLANS.map((plan) => (
          <PlanCard
            key={plan.key}
            name={plan.name}
            price={plan.priceCentsPerMonth === null ? "Custom" : formatPrice(plan.priceCentsPerMonth)}
            period={plan.priceCentsPerMonth === null ? "pricing" : "per month"}
            summary={BUSINESS_SUMMARIES[plan.key]}
            features={plan.features}
            badge={plan.badge}
            action={
              plan.priceCentsPerMonth === null ? (
                <ContactButton label="Contact Sales" className="btn btn-outline btn-block" />
              ) : (
                <Link href="/signup" className="btn btn-primary btn-block">
                  Get Started<span className="visually-hidden"> with {plan.name}</span>
                </Link>
              )
            }
          />
        ))}
      </ul>
    </div>
  );
}

export default function Pricing() {
  return (
    <section id="pricing" tabIndex={-1} className="section" aria-labelledby="pricing-title">
      <div className="container">
        <p className="eyebrow">Pricing</p>
        <h2 id="pricing-title" className="section-title">
          Start free, pay only for what you need
        </h2>
        <p className="section-lead">Personal and event plans are one-time payments. Businesses subscribe monthly or talk to us.</p>
        <div className={styles.tabs}>
          <Tabs
            label="Pricing plans"
            tabs={[
              { key: "personal", label: "Personal & Event Pricing", panel: <PersonalPlans /> },
              { key: "business", label: "Business & Corporate Pricing", panel: <BusinessPlans /> },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
