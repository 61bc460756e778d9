"use client";
// The edit page's tier (spec 001: selecting a higher tier triggers the upgrade/payment confirmation).
// A tier is never saved with the form: picking a higher one opens the manage page's Upgrade Your
// Guestbook dialog on that tier, whose checkout the server prices; the field stays on the tier paid for.
import { useState } from "react";
import { SelectField } from "@/components/ui/SelectField";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { formatPrice, GUESTBOOK_TIERS, upgradePriceCents } from "@/lib/pricing/plans";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";

/** `isOwner` false: a co-host sees the tier, but only the owner may upgrade it. */
export function TierField({ guestbook, isOwner }: { guestbook: TGuestbookJson; isOwner: boolean }) {
  const [upgradeTo, setUpgradeTo] = useState<number | null>(null);
  const higher = guestbook.isSubscriptionGuestbook || !isOwner ? [] : GUESTBOOK_TIERS.filter((tier) => upgradePriceCents(guestbook.tierIdx, tier.idx) !== null);

  const labels: Record<string, string> = { [guestbook.tierIdx]: guestbook.tierName };
  for (const tier of higher) labels[tier.idx] = `${tier.name} (upgrade, ${formatPrice(upgradePriceCents(guestbook.tierIdx, tier.idx) ?? 0)})`;

  return (
    <>
      <SelectField
        id="edit-tier"
        label="Tier"
        value={String(guestbook.tierIdx)}
        options={[String(guestbook.tierIdx), ...higher.map((tier) => String(tier.idx))]}
        labels={labels}
        disabled={higher.length === 0}
        hint={
          !isOwner
            ? "Only the guestbook's owner can change its tier."
            : higher.length > 0
              ? "Choosing a higher tier opens the upgrade and its payment."
              : "This guestbook is on its highest tier."
        }
        onChange={(value) => setUpgradeTo(Number(value))}
      />
      {upgradeTo !== null ? (
        <UpgradeGuestbookModal
          guestbook={guestbook}
          placesTaken={guestbook.placesTaken}
          lockedRecordings={guestbook.requiresUpgradeCount}
          initialTierIdx={upgradeTo}
          onClose={() => setUpgradeTo(null)}
        />
      ) : null}
    </>
  );
}
