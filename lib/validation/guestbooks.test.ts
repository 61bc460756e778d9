import { DEFAULT_GUESTBOOK_COLORS, DEFAULT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import { LOOK_FIELDS, lookOf, ZGuestbookCreate, ZGuestbookLook, ZGuestbookUpdate } from "./guestbooks";

const cover = { themeColor: null, coverImageUrl: "/stock/a.jpg", coverImagePhotographer: "Ann", coverImageUnsplashUrl: null };
const look = { ...DEFAULT_GUESTBOOK_TEXTS, ...DEFAULT_GUESTBOOK_COLORS, showTitle: true, showSubtext: false, showMessage: true, showOverlay: true, ...cover };

describe("ZGuestbookLook", () => {
  it("is a valid look on its own and a valid update body", () => {
    expect(ZGuestbookLook.parse(look)).toEqual(look);
    expect(ZGuestbookUpdate.parse(look)).toEqual(look);
  });
});

describe("lookOf", () => {
  it("keeps the look fields and drops everything else", () => {
    const picked = lookOf({ ...look, id: "gb1", guestbookName: "Party", tierIdx: 2 } as typeof look);
    expect(Object.keys(picked).sort()).toEqual([...LOOK_FIELDS].sort());
    expect(picked).toEqual(look);
  });
});

describe("ZGuestbookCreate", () => {
  const issues = (body: unknown) => ZGuestbookCreate.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("asks for a custom event type with Other, also beside other errors", () => {
    expect(issues({ eventType: "Other", eventTypeCustom: " ", guestbookName: "Party", eventDate: "2030-06-14" })).toEqual([
      ["tierIdx", "Please select a tier."],
      ["eventTypeCustom", "Please enter a custom event type."],
    ]);
    expect(issues({ eventType: "Other", eventTypeCustom: 5 })).toContainEqual(["eventTypeCustom", "Please enter a custom event type."]);
    expect(issues({ eventType: "Other", eventTypeCustom: "Reunion", guestbookName: "Party", eventDate: "2030-06-14", tierIdx: 0 })).toBeUndefined();
  });

  it("answers a body that is no object with one error", () => {
    expect(issues(null)).toHaveLength(1);
  });
});
