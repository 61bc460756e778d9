// The "Get started" section: the three ways into the product.
import Link from "next/link";
import { LineIcon } from "@/components/ui/LineIcon";
import styles from "./GetStarted.module.css";

type TStartCard = { title: string; text: string; href: string; action: string; icon: readonly string[] };

const CARDS: readonly TStartCard[] = [
  {
    title: "Create an audio guestbook",
    text: "Set one up for a wedding, birthday or company event. Guests scan a QR code and leave a voice message from their phone.",
    href: "/create-guestbook",
    action: "Create a guestbook",
    icon: ["M4 5a2 2 0 0 1 2-2h12v18H6a2 2 0 0 1-2-2z", "M8 3v18M12 9v5M15 8v7M18 10v3"],
  },
  {
    title: "Record an audio message",
    text: "Record a personal message, give it a page of its own and share it with a link or a QR code on a card or gift.",
    href: "/personal-message",
    action: "Record a message",
    icon: ["M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0z", "M19 10a7 7 0 0 1-14 0M12 17v4M8 21h8"],
  },
  {
    title: "Do more with Echobook",
    text: "Ideas, guides and stories for getting the most out of voice messages at every kind of occasion.",
    href: "/start-exploring",
    action: "Start exploring",
    icon: ["M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0z", "m15.5 8.5-2 5-5 2 2-5z"],
  },
];

export default function GetStarted() {
  return (
    <section id="get-started" tabIndex={-1} className="section" aria-labelledby="get-started-title">
      <div className="container">
        <p className="eyebrow">Get started</p>
        <h2 id="get-started-title" className="section-title">
          Every voice, kept in one place
        </h2>
        <p className="section-lead">Pick what you want to do. Each one takes a few minutes, and you can start for free.</p>
        <ul className="card-grid">
          {CARDS.map((card) => (
            <li key={card.href} className={`card ${styles.card}`}>
              <span className={styles.icon} aria-hidden="true">
                <LineIcon paths={card.icon} size={28} strokeWidth={1.8} />
              </span>
              <h3 className={styles.title}>
                <Link href={card.href} className={styles.link}>
                  {card.title}
                </Link>
              </h3>
              <p className={styles.text}>{card.text}</p>
              <span className={styles.action} aria-hidden="true">
                {card.action} <span className={styles.arrow}>→</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
