// The landing hero: headline, tagline and the main call to action.
import Link from "next/link";
import HeroArt from "./HeroArt";
import styles from "./Hero.module.css";

export default function Hero() {
  return (
    <section id="top" tabIndex={-1} className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.kicker}>Audio guestbooks &amp; voice messages</p>
          <h1 id="hero-title" className={styles.title}>
            Voices That Last Forever.
          </h1>
          <p className={styles.tagline}>Be Heard. Be Remembered.</p>
          <p className={styles.lead}>
            Guests scan a QR code and leave a voice message from their own phone: no app, no sign-up. Or{" "}
            <Link href="/record">record a message of your own</Link> and share it with a link.
          </p>
          <div className={styles.actions}>
            <Link href="/create-guestbook" className="btn btn-secondary btn-lg">
              Start Now For Free!
            </Link>
            <Link href="/#listen" className="btn btn-outline btn-lg">
              Hear examples
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
