// The pricing section: personal/event plans and business plans, all read from lib/pricing/plans.ts.
import Link from "next/link";
import type { ReactNode } from "react";
import ContactButton from "@/components/site/ContactButton";
import { BUSINESS_PLANS, GUESTBOOK_TIERS, MESSAGE_PACKS, formatPrice } from "@/lib/pricing/plans";
import PlanCard from "./PlanCard";
import Tabs from "./Tabs";
import styles from "./Pricing.module.css";

const BUSINESS_SUMMARIES: Record<(typeof BUSINESS_PLANS)[number]["key"], string> = {
  reseller: "For event professionals and shops selling guestbooks and audio cards",
  corporate: "For larger organisations with their own needs",
};

type TOneTimeGroup = {
  title: string;
  lead: string;
  href: string;
  /** A paid plan's button says '{verb} {plan}'; a free one says 'Start Free'. */
  verb: string;
  /** Ends every button's accessible name ('Choose Medium guestbook'). */
  noun: string;
  plans: readonly { key: string; name: string; priceCents: number; summary: string; features?: readonly string[]; badge?: string }[];
};

const ONE_TIME_GROUPS: readonly TOneTimeGroup[] = [
  {
    title: "Audio guestbooks",
    lead: "One payment per guestbook, sized by how many guests will leave a message.",
    href: "/create-guestbook",
    verb: "Choose",
    noun: "guestbook",
    plans: GUESTBOOK_TIERS.map((tier) => ({ ...tier, summary: tier.guestsLabel })),
  },
  {
    title: "Audio message pages",
    lead: "Packs of pages for personal audio messages, each with its own link and QR code.",
    href: "/personal-message",
    verb: "Get",
    noun: "audio message pack",
    plans: MESSAGE_PACKS.map((pack) => ({ ...pack, summary: `${pack.pages} audio message pages` })),
  },
];

function PlanGroup({ title, lead, columns, children }: { title: string; lead: string; columns: "two" | "four"; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <p className={styles.groupLead}>{lead}</p>
      <ul className={`${styles.plans} ${styles[columns]}`}>{children}</ul>
    </div>
  );
}

function PersonalPlans() {
  return ONE_TIME_GROUPS.map((group) => (
    <PlanGroup key={group.href} title={group.title} lead={group.lead} columns="four">
      {group.plans.map((plan) => (
        <PlanCard
          key={plan.key}
          name={plan.name}
          price={formatPrice(plan.priceCents)}
          period={plan.priceCents > 0 ? "one-time" : ""}
          summary={plan.summary}
          features={plan.features}
          badge={plan.badge}
          action={
            <Link href={group.href} className={`btn btn-block ${plan.badge ? "btn-primary" : "btn-outline"}`}>
              {plan.priceCents > 0 ? `${group.verb} ${plan.name}` : "Start Free"}
              <span className="visually-hidden"> {group.noun}</span>
            </Link>
          }
        />
      ))}
    </PlanGroup>
  ));
}

function BusinessPlans() {
  return (
    <PlanGroup title="For businesses" lead="Unlimited guestbooks and pages under your own brand, or a plan built around your organisation." columns="two">
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
              // Signed out, the plan's page sends the visitor to log in and back.
              <Link href={`/subscribe/${plan.key}`} className="btn btn-primary btn-block">
                Get Started<span className="visually-hidden"> with {plan.name}</span>
              </Link>
            )
          }
        />
      ))}
    </PlanGroup>
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
