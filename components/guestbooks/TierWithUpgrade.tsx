// A guestbook's tier among its details, with 'Upgrade' beside it while a higher tier can be bought.
export function TierWithUpgrade({ tierName, onUpgrade, className }: { tierName: string; onUpgrade: (() => void) | null; className: string }) {
  return (
    <span className={className}>
      <span>{tierName}</span>
      {onUpgrade ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={onUpgrade}>
          Upgrade
        </button>
      ) : null}
    </span>
  );
}
