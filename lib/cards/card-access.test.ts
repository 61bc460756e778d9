import { ApiError } from "@/lib/http/errors";
import { assertCanDownload, assertCanPlay, type TCardAccessFacts } from "./card-access";
import { cardHostedUntil, isHostingEnded } from "@/lib/constants/cards";

const now = new Date("2027-03-01T12:00:00Z");
const card: TCardAccessFacts = {
  ownerId: "owner",
  isActive: true,
  allowDownload: true,
  foreverHosted: false,
  hostedUntil: new Date("2027-06-01T00:00:00Z"),
  hostingEndedAt: null,
};

function refusal(run: () => void): { status: number; code: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
}

describe("assertCanPlay", () => {
  it("lets anyone play an active card that is still hosted", () => {
    expect(refusal(() => assertCanPlay(card, null, now))).toBeNull();
  });

  it("refuses others an inactive card (403) and one whose hosting ended (410), never its owner", () => {
    expect(refusal(() => assertCanPlay({ ...card, isActive: false }, "someone", now))).toEqual({ status: 403, code: "FORBIDDEN" });
    const lapsed = { ...card, hostedUntil: new Date("2027-03-01T11:59:59Z") };
    expect(refusal(() => assertCanPlay(lapsed, null, now))).toEqual({ status: 410, code: "HOSTING_ENDED" });
    expect(refusal(() => assertCanPlay({ ...lapsed, isActive: false }, "owner", now))).toBeNull();
  });

  it("never lapses a card with Forever Hosting, even one the sweep had marked", () => {
    const bought = { ...card, foreverHosted: true, hostedUntil: new Date("2020-01-01T00:00:00Z"), hostingEndedAt: new Date("2020-01-01T00:10:00Z") };
    expect(refusal(() => assertCanPlay(bought, null, now))).toBeNull();
  });
});

describe("assertCanDownload", () => {
  it("needs allowDownload from everyone, and an active hosted card from others", () => {
    expect(refusal(() => assertCanDownload(card, null, now))).toBeNull();
    expect(refusal(() => assertCanDownload({ ...card, allowDownload: false }, null, now))?.status).toBe(403);
    expect(refusal(() => assertCanDownload({ ...card, allowDownload: false }, "owner", now))?.status).toBe(403);
    expect(refusal(() => assertCanDownload({ ...card, isActive: false }, null, now))?.status).toBe(403);
    expect(refusal(() => assertCanDownload({ ...card, isActive: false }, "owner", now))).toBeNull();
  });
});

describe("hosting", () => {
  it("lasts a calendar year from creation", () => {
    expect(cardHostedUntil(new Date("2026-02-14T09:30:00Z")).toISOString()).toBe("2027-02-14T09:30:00.000Z");
    expect(isHostingEnded({ foreverHosted: false, hostedUntil: null }, now)).toBe(false);
  });
});
