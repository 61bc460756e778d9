"use client";
// The edit page's tier (spec 001: selecting a higher tier triggers the upgrade/payment confirmation).
// A tier is never saved with the form: picking a higher one opens the manage page's Upgrade Your
// Guestbook dialog on that tier, whose checkout the server prices; the field stays on the tier paid for.
import { useState } from "react";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { formatPrice, GUESTBOOK_TIERS, upgradePriceCents } from "@/lib/pricing/plans";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";

export function TierField({ guestbook }: { guestbook: TGuestbookJson }) {
  const [upgradeTo, setUpgradeTo] = useState<number | null>(null);
  const higher = guestbook.isSubscriptionGuestbook ? [] : GUESTBOOK_TIERS.filter((tier) => upgradePriceCents(guestbook.tierIdx, tier.idx) !== null);

  return (
    <div className="field">
      <label className="label" htmlFor="edit-tier">
        Tier
      </label>
      <select
        id="edit-tier"
        className="input"
        value={guestbook.tierIdx}
        disabled={higher.length === 0}
        aria-describedby="edit-tier-hint"
        onChange={(event) => setUpgradeTo(Number(event.currentTarget.value))}
      >
        <option value={guestbook.tierIdx}>{guestbook.tierName}</option>
        {higher.map((tier) => (
          <option key={tier.key} value={tier.idx}>
            {`${tier.name} (upgrade, ${formatPrice(upgradePriceCents(guestbook.tierIdx, tier.idx) ?? 0)})`}
          </option>
        ))}
      </select>
      <p id="edit-tier-hint" className="hint">
        {higher.length > 0 ? "Choosing a higher tier opens the upgrade and its payment." : "This guestbook is on its highest tier."}
      </p>
      {upgradeTo !== null ? (
        <UpgradeGuestbookModal
          guestbook={guestbook}
          recordingCount={guestbook.recordingCount}
          lockedRecordings={guestbook.requiresUpgradeCount}
          initialTierIdx={upgradeTo}
          onClose={() => setUpgradeTo(null)}
        />
      ) : null}
    </div>
  );
}
