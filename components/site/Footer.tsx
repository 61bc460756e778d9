// The site footer: brand note, social links, pages, recent newsletter months and the Contact us button.
import Link from "next/link";
import ContactButton from "./ContactButton";
import Logo from "./Logo";
import { recentMonthNames } from "./recent-months";
import SocialLinks from "./SocialLinks";
import styles from "./Footer.module.css";

const PAGES = [
  { label: "About", href: "/#get-started" },
  { label: "Listen", href: "/#listen" },
  { label: "Blog", href: "/start-exploring" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
];

export default function Footer() {
  const today = new Date();
  return (
    // English words (the site's own pages stay English this round), so English's direction too: on an Arabic
    // page a sentence's full stop stays at its end.
    <footer className={`theme-dark ${styles.footer}`} lang="en" dir="ltr">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.note}>
            Audio guestbooks and voice messages for the moments you want to keep: weddings, birthdays, farewells and everything in between.
          </p>
          <p className={styles.tagline}>Be Heard. Be Remembered.</p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-pages" className={styles.column}>
          <h2 id="footer-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.list}>
            {PAGES.map((page) => (
              <li key={page.label}>
                <Link href={page.href} className={styles.link}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Recent Newsletters</h2>
          <ul className={styles.list}>
            {recentMonthNames(today).map((month) => (
              <li key={month} className={styles.month}>
                {month}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>Need help?</h2>
          <p className={styles.helpText}>Questions about a guestbook, an audio card or your account? We&apos;re happy to help.</p>
          <ContactButton label="Contact us" className="btn btn-primary" />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>© {today.getFullYear()} Echobook. All rights reserved.</p>
      </div>
    </footer>
  );
}
