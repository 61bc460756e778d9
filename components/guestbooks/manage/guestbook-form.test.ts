import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { guestbookDetailsSchema, isValidDay } from "@/lib/validation/guestbooks";
import { changedFields, EDIT_FIELDS, endOfLocalDayIso, formFromGuestbook, hasChanges, PERSONALIZATION_FIELDS, type TGuestbookForm } from "./guestbook-form";

const guestbook = {
  name: "Ana's Wedding",
  eventType: "Wedding",
  eventTypeCustom: null,
  eventDate: "2026-12-05",
  guestInfo: "name_email",
  allowAnonymous: false,
  voicePolish: true,
  moderation: "none",
  language: "auto",
  timeZone: "UTC",
  allowRecordings: true,
  allow24HoursBeforeAfter: true,
  maxRecordingDuration: 60,
  title: "-Be Heard. Be Remembered.",
  subtitle: "Record a message!",
  message: "Click the record button below.",
  showTitle: true,
  showSubtext: true,
  showMessage: true,
  showOverlay: true,
  titleColor: "#ffffff",
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  themeColor: null,
  coverImageUrl: "/stock/wedding-1.jpg",
  coverImagePhotographer: "Jo",
  coverImageUnsplashUrl: "https://unsplash.com/photos/abc",
  openDateEnabled: false,
  openDate: null,
  closeDateEnabled: false,
  closeDate: null,
} as unknown as TGuestbookJson;

const original = formFromGuestbook(guestbook);
const edit = (changes: Partial<TGuestbookForm>): TGuestbookForm => ({ ...original, ...changes });

describe("guestbook form", () => {
  it("sends nothing when nothing changed, including whitespace-only and colour-case edits", () => {
    expect(hasChanges(changedFields(original, original, EDIT_FIELDS))).toBe(false);
    expect(hasChanges(changedFields(original, edit({ title: " -Be Heard. Be Remembered. ", buttonColor: "#FCD300" }), PERSONALIZATION_FIELDS))).toBe(false);
  });

  it("sends only the changed fields, trimmed", () => {
    expect(changedFields(original, edit({ title: "  Our day  ", showOverlay: false }), PERSONALIZATION_FIELDS)).toEqual({
      title: "Our day",
      showOverlay: false,
    });
    // Fields the page does not edit are never sent.
    expect(changedFields(original, edit({ guestbookName: "Renamed" }), PERSONALIZATION_FIELDS)).toEqual({});
  });

  it("sends a new event time zone from the edit page, and refuses one Intl does not know", () => {
    expect(changedFields(original, edit({ timeZone: "America/New_York" }), EDIT_FIELDS)).toEqual({ timeZone: "America/New_York" });
    // The guests' language chosen on the edit page is sent (issue 49).
    expect(changedFields(original, edit({ language: "fr" }), EDIT_FIELDS)).toEqual({ language: "fr" });
    expect(judge(edit({ timeZone: "Mars/Olympus_Mons" }), "2026-11-21")).toEqual({ timeZone: "Choose a time zone such as America/New_York." });
  });

  it("sends a new cover as one choice: a colour clears the photo and its credit", () => {
    const colour = edit({ themeColor: "#123456", coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null });
    expect(changedFields(original, colour, PERSONALIZATION_FIELDS)).toEqual({
      themeColor: "#123456",
      coverImageUrl: null,
      coverImagePhotographer: null,
      coverImageUnsplashUrl: null,
    });
  });

  it("sends the custom event type with 'Other' and a close date as the end of that local day", () => {
    expect(changedFields(original, edit({ eventType: "Other", eventTypeCustom: " Reunion " }), EDIT_FIELDS)).toEqual({
      eventType: "Other",
      eventTypeCustom: "Reunion",
    });
    expect(changedFields(original, edit({ closeDateEnabled: true, closeDate: "2026-12-31" }), PERSONALIZATION_FIELDS)).toEqual({
      openDateEnabled: false,
      openDate: null,
      closeDateEnabled: true,
      closeDate: new Date(2026, 11, 31, 23, 59, 59).toISOString(),
    });
    const closing = edit({ closeDateEnabled: true, closeDate: "2026-12-31" });
    expect(changedFields(closing, edit({ closeDateEnabled: false, closeDate: "2026-12-31" }), PERSONALIZATION_FIELDS)).toEqual({
      openDateEnabled: false,
      openDate: null,
      closeDateEnabled: false,
      closeDate: null,
    });
    expect(endOfLocalDayIso("2026-12-31")).toBe(new Date(2026, 11, 31, 23, 59, 59).toISOString());
  });

  /** Each field's first message, as the edit page's schema judges `form` on `today` against the loaded guestbook. */
  function judge(form: TGuestbookForm, today: string): Record<string, string> {
    const result = guestbookDetailsSchema({ today, kept: original }).safeParse(form);
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    return messages;
  }

  it.each<[string, Partial<TGuestbookForm>, Record<string, string>]>([
    ["a blank name", { guestbookName: "   " }, { guestbookName: "Please enter a guestbook name." }],
    ["no event date", { eventDate: "" }, { eventDate: "Please select an event date." }],
    ["a day that does not exist", { eventDate: "2026-02-30" }, { eventDate: "Please enter a valid event date" }],
    ["a past event date", { eventDate: "2026-11-20" }, { eventDate: "The event date cannot be in the past." }],
    ["'Other' without its name", { eventType: "Other", eventTypeCustom: "" }, { eventTypeCustom: "Please enter a custom event type." }],
    ["a colour by name", { buttonColor: "yellow" }, { buttonColor: "Please enter a colour as # and six hex digits, like #fcd300." }],
    ["a close date left empty", { closeDateEnabled: true, closeDate: "" }, { closeDate: "Please choose a close date." }],
    ["a past close date", { closeDateEnabled: true, closeDate: "2026-11-20" }, { closeDate: "The close date cannot be in the past." }],
    ["a close date today", { closeDateEnabled: true, closeDate: "2026-11-21" }, {}],
    ["an open date left empty", { openDateEnabled: true, openDate: "" }, { openDate: "Please choose an open date." }],
    [
      "a close date before the open date",
      { openDateEnabled: true, openDate: "2026-12-02", closeDateEnabled: true, closeDate: "2026-12-01" },
      { closeDate: "The close date must be after the open date." },
    ],
  ])("judges %s with the spec's text", (_case, changes, expected) => {
    expect(judge(edit(changes), "2026-11-21")).toEqual(expected);
  });

  it("lists every error at once", () => {
    expect(judge(edit({ guestbookName: "", eventType: "Other", eventTypeCustom: " ", titleColor: "#fff" }), "2026-11-21")).toEqual({
      guestbookName: "Please enter a guestbook name.",
      eventTypeCustom: "Please enter a custom event type.",
      titleColor: "Please enter a colour as # and six hex digits, like #fcd300.",
    });
  });

  it("sends an open date as the start of that local day, with the close date beside it", () => {
    expect(changedFields(original, edit({ openDateEnabled: true, openDate: "2026-12-01" }), EDIT_FIELDS)).toEqual({
      openDateEnabled: true,
      openDate: new Date(2026, 11, 1).toISOString(),
      closeDateEnabled: false,
      closeDate: null,
    });
  });

  it("leaves an event date that has already passed alone when it is not changed", () => {
    expect(judge(original, "2027-01-01")).toEqual({});
  });

  it("knows real calendar days", () => {
    expect(isValidDay("2028-02-29")).toBe(true);
    expect(isValidDay("2027-02-29")).toBe(false);
    expect(isValidDay("2027-2-1")).toBe(false);
  });
});
