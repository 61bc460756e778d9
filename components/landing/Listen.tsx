// The "Listen" section: example recordings visitors can play.
import SamplePlayers from "./SamplePlayers";
import styles from "./Listen.module.css";

export default function Listen() {
  return (
    <section id="listen" tabIndex={-1} className={`section ${styles.section}`} aria-labelledby="listen-title">
      <div className="container">
        <p className="eyebrow">Listen</p>
        <h2 id="listen-title" className="section-title">
          Hear what an Echobook sounds like
        </h2>
        <p className="section-lead">Three short examples of the messages guests and loved ones leave. Press play on any of them.</p>
        <SamplePlayers />
      </div>
    </section>
  );
}
