// The frame of the plain-words legal pages (/terms, /privacy): the title, when it was last updated, an
// optional introduction, "On this page" from the sections' table, then the sections, each headed by its
// title from that same table.
import type { ReactNode } from "react";
import styles from "./legal-page.module.css";

type TSections = Readonly<Record<string, string>>;

export function LegalPage({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated: string;
  intro?: ReactNode;
  sections: TSections;
  children: ReactNode;
}) {
  return (
    <article className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className={styles.updated}>Last updated {updated}</p>
      {intro}
      <nav aria-label="On this page" className={styles.toc}>
        <strong>On this page</strong>
        <ul>
          {Object.entries(sections).map(([id, heading]) => (
            <li key={id}>
              <a href={`#${id}`}>{heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </article>
  );
}

/** One section of `sections`, headed by its title there. */
export function LegalSection<T extends TSections>({ sections, id, children }: { sections: T; id: keyof T & string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{sections[id]}</h2>
      {children}
    </section>
  );
}
