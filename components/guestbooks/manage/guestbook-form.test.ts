import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import {
  changedFields,
  EDIT_FIELDS,
  endOfLocalDayIso,
  formFromGuestbook,
  hasChanges,
  isValidDay,
  PERSONALIZATION_FIELDS,
  validateForm,
  type TGuestbookForm,
} from "./guestbook-form";

const guestbook = {
  name: "Ana's Wedding",
  eventType: "Wedding",
  eventTypeCustom: null,
  eventDate: "2026-12-05",
  guestInfo: "name_email",
  allowAnonymous: false,
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

  it("checks the fields with the spec's texts", () => {
    const today = "2026-11-21";
    expect(validateForm(original, edit({ guestbookName: "   " }), EDIT_FIELDS, today)).toEqual({ guestbookName: "Please enter a guestbook name." });
    expect(validateForm(original, edit({ eventDate: "" }), EDIT_FIELDS, today)).toEqual({ eventDate: "Please select an event date." });
    expect(validateForm(original, edit({ eventDate: "2026-02-30" }), EDIT_FIELDS, today)).toEqual({ eventDate: "Please enter a valid event date" });
    expect(validateForm(original, edit({ eventDate: "2026-11-20" }), EDIT_FIELDS, today).eventDate).toBe("The event date cannot be in the past.");
    expect(validateForm(original, edit({ eventType: "Other", eventTypeCustom: "" }), EDIT_FIELDS, today)).toEqual({
      eventTypeCustom: "Please enter a custom event type.",
    });
    expect(validateForm(original, edit({ buttonColor: "yellow" }), EDIT_FIELDS, today).buttonColor).toMatch(/#fcd300/);
    expect(validateForm(original, edit({ closeDateEnabled: true, closeDate: "" }), PERSONALIZATION_FIELDS, today)).toEqual({
      closeDate: "Please choose a close date.",
    });
    expect(validateForm(original, edit({ closeDateEnabled: true, closeDate: "2026-11-20" }), PERSONALIZATION_FIELDS, today)).toEqual({
      closeDate: "The close date cannot be in the past.",
    });
    expect(validateForm(original, edit({ closeDateEnabled: true, closeDate: "2026-11-21" }), PERSONALIZATION_FIELDS, today)).toEqual({});
    expect(validateForm(original, edit({ openDateEnabled: true, openDate: "" }), EDIT_FIELDS, today)).toEqual({ openDate: "Please choose an open date." });
    expect(
      validateForm(original, edit({ openDateEnabled: true, openDate: "2026-12-02", closeDateEnabled: true, closeDate: "2026-12-01" }), EDIT_FIELDS, today),
    ).toEqual({
      closeDate: "The close date must be after the open date.",
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
    expect(validateForm(original, original, EDIT_FIELDS, "2027-01-01")).toEqual({});
  });

  it("knows real calendar days", () => {
    expect(isValidDay("2028-02-29")).toBe(true);
    expect(isValidDay("2027-02-29")).toBe(false);
    expect(isValidDay("2027-2-1")).toBe(false);
  });
});
