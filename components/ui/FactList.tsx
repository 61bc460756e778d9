// A list of terms and their values (<dl>, a <div> a pair): a dashboard card's facts, a tab's counters,
// a guestbook's details.
import type { ReactNode } from "react";

export type TFact = readonly [term: string, value: ReactNode];

type TProps = { facts: readonly TFact[]; className: string; rowClassName?: string; label?: string };

export function FactList({ facts, className, rowClassName, label }: TProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} className={rowClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
