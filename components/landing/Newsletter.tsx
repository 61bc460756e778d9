// The newsletter band at the foot of the landing page.
import NewsletterForm from "./NewsletterForm";
import styles from "./Newsletter.module.css";

export default function Newsletter() {
  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <div className="container">
        <div className={styles.panel}>
          <div className={styles.copy}>
            <h2 id="newsletter-title" className={styles.title}>
              Stay in the loop
            </h2>
            <p className={styles.lead}>Ideas for your next event, new features and stories from Echobook, once a month. Unsubscribe any time.</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
