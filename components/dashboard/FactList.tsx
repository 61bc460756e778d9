// A list of terms and their values (<dl>): a dashboard card's facts, a tab's counters.
import type { ReactNode } from "react";

export type TFact = readonly [term: string, value: ReactNode];

export function FactList({ facts, className, label }: { facts: readonly TFact[]; className: string; label?: string }) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
