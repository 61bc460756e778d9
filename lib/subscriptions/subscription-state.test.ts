import { accessEndOf, applyChange, entitlementOf, isRunning, oneMonthAfter, type TSubscriptionChange, type TSubscriptionState } from "./subscription-state";

const t = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fresh: TSubscriptionState = { status: "incomplete", currentPeriodEnd: null, paidUntil: null, cancelAtPeriodEnd: false, endedAt: null, lastEventAt: null };
const active: TSubscriptionState = { ...fresh, status: "active", currentPeriodEnd: t("2026-07-01"), paidUntil: t("2026-07-01"), lastEventAt: t("2026-06-01") };

function state(
  status: TSubscriptionState["status"],
  currentPeriodEnd: Date | null,
  cancelAtPeriodEnd = false,
  endedAt: Date | null = null,
): TSubscriptionChange {
  return { kind: "state", status, currentPeriodEnd, cancelAtPeriodEnd, endedAt };
}
function paid(periodEnd: Date | null): TSubscriptionChange {
  return { kind: "invoice_paid", invoiceId: "in_1", amountCents: 9900, currency: "usd", periodEnd, providerPaymentId: null };
}

/** Applies the events in order, as the webhook would receive them. */
function run(start: TSubscriptionState, events: [TSubscriptionChange, Date][]): TSubscriptionState {
  return events.reduce((current, [change, at]) => applyChange(current, change, at).state, start);
}

describe("applyChange", () => {
  it("a newer update moves the status and the period on", () => {
    const { state: next, applied } = applyChange(active, state("active", t("2026-08-01"), true), t("2026-06-10"));
    expect(applied).toBe(true);
    expect(next).toMatchObject({ status: "active", currentPeriodEnd: t("2026-08-01"), cancelAtPeriodEnd: true, lastEventAt: t("2026-06-10") });
    // Only a paid invoice moves the paid period.
    expect(next.paidUntil).toEqual(t("2026-07-01"));
  });

  it("an older update arriving after a newer one changes nothing and never rolls the period back", () => {
    const newer = applyChange(active, state("active", t("2026-08-01"), true), t("2026-06-10")).state;
    const { state: after, applied } = applyChange(newer, state("active", t("2026-07-01"), false), t("2026-06-05"));
    expect(applied).toBe(false);
    expect(after).toEqual(newer);
  });

  it("the same events in any order end in the same state", () => {
    const events: [TSubscriptionChange, Date][] = [
      [state("incomplete", t("2026-07-01")), t("2026-06-01")],
      [paid(t("2026-07-01")), t("2026-06-01")],
      [state("active", t("2026-07-01")), t("2026-06-01")],
      [state("past_due", t("2026-08-01")), t("2026-07-01")],
      [{ kind: "invoice_failed", invoiceId: "in_2" }, t("2026-07-01")],
      [paid(t("2026-08-01")), t("2026-07-03")],
      [state("active", t("2026-08-01")), t("2026-07-03")],
    ];
    const inOrder = run(fresh, events);
    expect(inOrder).toMatchObject({ status: "active", paidUntil: t("2026-08-01"), currentPeriodEnd: t("2026-08-01") });
    for (const shuffled of [[...events].reverse(), [events[6], events[3], events[0], events[5], events[4], events[1], events[2]]]) {
      expect(run(fresh, shuffled)).toEqual(inOrder);
    }
  });

  it("within the same second a subscription moves forward from incomplete, never back to it", () => {
    const second = t("2026-06-01");
    const activeFirst = run(fresh, [
      [state("active", t("2026-07-01")), second],
      [state("incomplete", t("2026-07-01")), second],
    ]);
    expect(activeFirst.status).toBe("active");
  });

  it("a paid invoice extends the paid period and settles a failed renewal; an older one only counts its money", () => {
    const failed = run(active, [
      [state("past_due", t("2026-08-01")), t("2026-07-01")],
      [{ kind: "invoice_failed", invoiceId: "in_2" }, t("2026-07-01")],
    ]);
    expect(failed).toMatchObject({ status: "past_due", paidUntil: t("2026-07-01"), currentPeriodEnd: t("2026-08-01") });

    const replayedOld = applyChange(failed, paid(t("2026-07-01")), t("2026-06-01"));
    expect(replayedOld.applied).toBe(false);
    expect(replayedOld.state.status).toBe("past_due");

    const settled = applyChange(failed, paid(t("2026-08-01")), t("2026-07-03")).state;
    expect(settled).toMatchObject({ status: "active", paidUntil: t("2026-08-01") });
    // The failure the payment settled, delivered late, cannot make it past due again.
    expect(applyChange(settled, { kind: "invoice_failed", invoiceId: "in_2" }, t("2026-07-01")).state.status).toBe("active");
  });

  it("a failed invoice leaves the paid period where it was", () => {
    const { state: next } = applyChange(active, { kind: "invoice_failed", invoiceId: "in_2" }, t("2026-07-01"));
    expect(next).toMatchObject({ status: "past_due", paidUntil: t("2026-07-01") });
  });

  it("an ending is final: it applies whenever it arrives, and nothing revives the subscription", () => {
    const ended = applyChange(active, state("canceled", t("2026-07-01"), true, t("2026-07-01")), t("2026-05-01")).state;
    expect(ended).toMatchObject({ status: "canceled", endedAt: t("2026-07-01") });
    const late = applyChange(ended, state("active", t("2026-08-01")), t("2026-08-01"));
    expect(late.applied).toBe(false);
    expect(late.state.status).toBe("canceled");
    expect(applyChange(ended, { kind: "invoice_failed", invoiceId: "in_3" }, t("2026-08-01")).state.status).toBe("canceled");
  });
});

describe("accessEndOf and entitlementOf", () => {
  it("grants until the end of the paid period, cancelled at its end or not", () => {
    expect(accessEndOf(active)).toEqual(t("2026-07-01"));
    expect(accessEndOf({ ...active, status: "past_due" })).toEqual(t("2026-07-01"));
    expect(accessEndOf({ ...active, status: "canceled", endedAt: t("2026-07-01") })).toEqual(t("2026-07-01"));
  });

  it("ends at the ending when a subscription was ended before its paid period was over", () => {
    expect(accessEndOf({ ...active, status: "canceled", endedAt: t("2026-06-15") })).toEqual(t("2026-06-15"));
  });

  it("grants nothing for a subscription never paid", () => {
    expect(accessEndOf(fresh)).toBeNull();
    expect(entitlementOf([{ ...fresh, tier: "combined_pro" as const }])).toBeNull();
  });

  it("takes the subscription paid furthest ahead", () => {
    const old = { ...active, status: "canceled" as const, paidUntil: t("2026-03-01"), endedAt: t("2026-03-01"), tier: "combined_pro" as const };
    const current = { ...active, tier: "combined_pro" as const };
    expect(entitlementOf([current, old])).toEqual({ tier: "combined_pro", expiresAt: t("2026-07-01") });
  });
});

describe("isRunning", () => {
  const now = t("2026-06-20");
  it("is billed while active or owing, and not once ended or cancelled and paid out", () => {
    expect(isRunning(active, now)).toBe(true);
    expect(isRunning({ ...active, status: "past_due" }, now)).toBe(true);
    expect(isRunning({ ...active, cancelAtPeriodEnd: true }, now)).toBe(true);
    expect(isRunning({ ...active, cancelAtPeriodEnd: true }, t("2026-07-02"))).toBe(false);
    expect(isRunning({ ...active, status: "canceled" }, now)).toBe(false);
    expect(isRunning(fresh, now)).toBe(false);
  });
});

describe("oneMonthAfter", () => {
  it("moves to the same day and time next month, clamped to the month's last day", () => {
    expect(oneMonthAfter(new Date("2026-06-15T10:30:00Z"))).toEqual(new Date("2026-07-15T10:30:00Z"));
    expect(oneMonthAfter(new Date("2027-01-31T08:00:00Z"))).toEqual(new Date("2027-02-28T08:00:00Z"));
    expect(oneMonthAfter(new Date("2028-01-31T08:00:00Z"))).toEqual(new Date("2028-02-29T08:00:00Z"));
    expect(oneMonthAfter(new Date("2026-12-31T23:59:59Z"))).toEqual(new Date("2027-01-31T23:59:59Z"));
  });
});
