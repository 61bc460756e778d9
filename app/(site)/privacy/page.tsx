// /privacy — the privacy notice in plain words, for this product: what is collected (voices, names,
// emails, payments through Stripe), why, where, for how long, who hears a recording, and how to take
// it out or have it deleted, for hosts and for guests. Linked from the footer, sign-up and the guest page.
import type { Metadata } from "next";
import Link from "next/link";
import ContactButton from "@/components/site/ContactButton";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { LegalPage, LegalSection } from "@/components/site/LegalPage";

// Its own og: and twitter: tags, so a shared link unfurls as the privacy notice, not as the home page.
export const metadata: Metadata = sitePageMetadata({
  path: "/privacy",
  title: "Privacy",
  description: "What Echobook keeps about you and your guests, why, for how long, who can hear a recording, and how to download or delete it.",
});

const UPDATED = "28 November 2026";

const SECTIONS = {
  collected: "What we collect",
  why: "Why we keep it",
  where: "Where it is stored",
  "how-long": "How long we keep it",
  "who-hears": "Who can hear a recording",
  "your-data": "Download or delete your data",
  guests: "If you left a message as a guest",
};

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy"
      updated={UPDATED}
      sections={SECTIONS}
      intro={
        <p>
          Echobook keeps voices: yours, and those of the guests who speak into your guestbook. This page says what we keep, why, and how you or a guest can take
          it back.
        </p>
      }
    >
      <LegalSection sections={SECTIONS} id="collected">
        <ul>
          <li>
            <strong>Voices</strong>: every recording saved on a guestbook, a card or a quick message: the file as it was recorded, an MP3 copy we make from it,
            and its length.
          </li>
          <li>
            <strong>Names and emails</strong>: your first name and email when you create an account. A guest&apos;s name, and email when the host asks for it,
            saved with their recording. A guest may stay anonymous where the host allows it.
          </li>
          <li>
            <strong>Your password</strong>, only as a one-way hash we cannot read back. If you sign in with Google, we keep Google&apos;s id for your account
            and the address Google gives for it, not your Google password.
          </li>
          <li>
            <strong>What you make</strong>: guestbook and card titles, messages, colours, your logo and the photos you upload.
          </li>
          <li>
            <strong>Payment details</strong>: what you bought, when and for how much. Your card is entered on Stripe&apos;s page and handled by Stripe; its
            number never reaches us.
          </li>
          <li>
            <strong>Security records</strong>: your sign-in sessions and short-lived counts of attempts per network address, so we can stop someone guessing
            passwords. Our cookies keep you signed in and make the site work; there are no advertising cookies.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="why">
        <ul>
          <li>To do what you asked for: keep a guestbook&apos;s messages for its host, play a card to the people it is shared with, and let you sign in.</li>
          <li>A guest&apos;s name and email are there so the host knows who left which message.</li>
          <li>Payment records are kept because the law asks us to keep accounts.</li>
          <li>We never sell your data, never use voices for advertising and never use them to train voice or speech software.</li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="where">
        <p>
          Accounts, names, emails and settings are kept in our database; recordings and images in our file storage. Both are on the servers we run Echobook on
          and are reached only by Echobook itself. Payments go through Stripe, and Google sign-in through Google, under their own privacy terms.
        </p>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="how-long">
        <ul>
          <li>
            <strong>Guestbooks and their recordings</strong>: for as long as the host keeps them. The host can delete one recording or the whole guestbook at
            any time.
          </li>
          <li>
            <strong>Audio cards</strong>: their link plays for a year (for ever with Forever Hosting); after that the link says hosting has ended, and the card
            stays in its owner&apos;s account until they delete it.
          </li>
          <li>
            <strong>Your account</strong>: until you delete it. Deleting it removes everything in it within minutes.
          </li>
          <li>
            <strong>Payment records</strong>: as long as accounting law requires; when an account is deleted, its payments are kept without the name or email.
          </li>
          <li>
            <strong>Sessions</strong> end when you log out or after 30 days; attempt counts are forgotten within an hour.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="who-hears">
        <ul>
          <li>
            <strong>A guestbook message</strong>: only the host, and anyone the host chooses to share it with. Guests do not hear each other.
          </li>
          <li>
            <strong>An audio card or a shared message</strong>: anyone who has its link or scans its QR code, while its owner keeps it switched on.
          </li>
          <li>We do not listen to recordings, except when you ask us for help with one or when we must look into a report of abuse.</li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="your-data">
        <ul>
          <li>
            <strong>Download</strong>: in <Link href="/dashboard?tab=settings">Account Settings</Link>, <em>Download my data</em> gives you one ZIP file with
            your account, every guestbook with its recordings and a list of its guests, your messages, cards, images and payments. Recordings past a
            guestbook&apos;s guest limit are left out until it is upgraded; the file says how many.
          </li>
          <li>
            <strong>Delete</strong>: in Account Settings, <em>Delete account</em> asks for your password (or, without one, a new Google sign-in), signs you out
            everywhere, cancels any subscription and deletes your guestbooks, recordings, messages, cards, images and settings. Your email address is free to
            sign up again at once; your newsletter sign-up, the mails we sent you and your messages to us go too.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={SECTIONS} id="guests">
        <p>
          Your recording, and your name and email if you gave them, are kept by the guestbook&apos;s host, who can listen to it, download it and share it. To
          have your message removed, ask the host: they can delete it from their guestbook. If you cannot reach the host, or would rather not, write to us with
          the guestbook&apos;s link, your name and roughly when you recorded, and we will remove it.
        </p>
        <p>
          <ContactButton label="Contact us" className="btn btn-primary" />
        </p>
        <p>
          See also our <Link href="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
