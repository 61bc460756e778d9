// /terms — the terms of service and the privacy notice in plain words: what is stored, for how long, who
// hears what, and how to get something removed. Durations come from the same table the server enforces.
import type { Metadata } from "next";
import Link from "next/link";
import ContactButton from "@/components/site/ContactButton";
import { FOREVER_HOSTING_PRICE_CENTS, formatPrice } from "@/lib/pricing/plans";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { LegalPage, LegalSection } from "@/components/site/LegalPage";

export const metadata: Metadata = sitePageMetadata({
  path: "/terms",
  title: "Terms of Service and Privacy",
  description: "What Echobook stores, for how long, who can hear your voice messages and how to have something removed.",
});

const UPDATED = "27 November 2026";

const SECTIONS = {
  terms: "Terms of service",
  stored: "What we store",
  "how-long": "How long we keep it",
  "who-hears": "Who can hear a message",
  removal: "Having something removed",
};

export default function TermsPage() {
  const foreverPrice = formatPrice(FOREVER_HOSTING_PRICE_CENTS);
  return (
    <LegalPage title="Terms of Service and Privacy" updated={UPDATED} sections={SECTIONS}>
      <LegalSection sections={SECTIONS} id="terms">
        <p>
          Echobook lets hosts collect voice messages in audio guestbooks and lets anyone record an audio card and share it by link or QR code. By using Echobook
          you agree to these terms.
        </p>
        <ul>
          <li>Record only what you have the right to share, and nothing unlawful, hateful or meant to harm someone.</li>
          <li>
            A guest who records on a guestbook agrees that its host may keep, download and share the message. Hosts use the messages for their event and their
            own memories, not to sell them.
          </li>
          <li>
            You keep the rights to your voice and your photos. You let us store, convert (for example to MP3) and play them to the people you share them with,
            for as long as we host them.
          </li>
          <li>
            Payments are one-time unless a plan says &ldquo;per month&rdquo;. A monthly plan can be cancelled at any time and stays active until the end of the
            paid month.
          </li>
          <li>We may take down content that breaks these terms, and close accounts that abuse the service.</li>
          <li>
            We work hard to keep every recording safe, but Echobook is provided as it is: keep your own copy of anything you cannot lose (every owner can
            download their recordings).
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="stored">
        <ul>
          <li>
            <strong>Voices</strong>: every recording you or your guests save, the original file and an MP3 copy made from it, with its length.
          </li>
          <li>
            <strong>Names and emails</strong>: your first name and email when you create an account (your password only as a one-way hash), and a guest&apos;s
            name and email when the host asks for them. A guest may also leave a message anonymously if the host allows it.
          </li>
          <li>
            <strong>What you design</strong>: titles, messages, colours and the cover photos you upload or pick.
          </li>
          <li>
            <strong>Payments</strong>: what was bought, when and for how much. Card details are handled by our payment provider, Stripe, and never reach our
            servers.
          </li>
          <li>
            <strong>Security records</strong>: your sign-in sessions, and counts of recent attempts per network address so we can stop abuse. We use cookies
            only to keep you signed in and to make the site work, not for advertising.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="how-long">
        <h3>Guestbooks</h3>
        <p>
          A guestbook and its recordings stay for as long as its host keeps them. Each tier says how many recordings a guestbook can play; recordings beyond
          that are kept, not deleted, and become playable when the host upgrades.
        </p>
        <h3>Audio cards</h3>
        <p>
          An audio card is hosted for one year from the day it is made (a pro audio card for one year from its creation). When the year has passed, its link
          says that hosting has ended; nothing is deleted, and its owner can still listen, download and bring it back.
        </p>
        <h3>Forever Hosting</h3>
        <p>Forever Hosting ({foreverPrice}, once) keeps a card&apos;s link playing with no end date. Its owner can still delete it at any time.</p>
        <h3>When something is deleted</h3>
        <p>
          When a host deletes a recording or a guestbook, or an owner deletes a card or a message, its audio files are removed from our storage with it. Payment
          records are kept as long as the law requires for accounting.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="who-hears">
        <ul>
          <li>
            <strong>Guestbook messages</strong> are heard only by the guestbook&apos;s host (and whoever the host shares a download with). Guests do not hear
            each other&apos;s messages.
          </li>
          <li>
            <strong>Audio cards and shared messages</strong> can be heard by anyone who has the link or scans the QR code. The owner can switch a card off, and
            chooses whether listeners may download it.
          </li>
          <li>
            <strong>Pro audio cards</strong> can be heard by anyone with the link once the recipient has activated and recorded them.
          </li>
          <li>We do not listen to your messages, except when you ask for help with one or when we must check a report of abuse.</li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="removal">
        <ul>
          <li>A host deletes any recording, or the whole guestbook, from its manage page. An owner deletes a card or a message from the dashboard.</li>
          <li>A guest who wants their message removed can ask the host, or ask us: we remove it.</li>
          <li>
            You download everything your account holds, or delete the account and everything in it, from Account Settings. Our{" "}
            <Link href="/privacy">privacy notice</Link> says more.
          </li>
        </ul>
        <p>
          <ContactButton label="Contact us" className="btn btn-primary" />
        </p>
        <p>
          Back to <Link href="/">Echobook</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
