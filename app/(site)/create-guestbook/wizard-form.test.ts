import { DEFAULT_GUESTBOOK_TEXTS, EVENT_GUESTBOOK_TEXTS } from "@/lib/guestbooks/defaults";
import { ZGuestbookCreate } from "@/lib/validation/guestbooks";
import { initialWizardForm, isStepOneComplete, stepOneErrors, toCreatePayload, withCoverChoice, withDefaultCover, withEventType, type TWizardForm } from "./wizard-form";

function completeForm(overrides: Partial<TWizardForm> = {}): TWizardForm {
  return { ...withEventType(initialWizardForm("My Audio Guestbook 1"), "Wedding"), tierIdx: 0, allowAnonymous: true, eventDate: "2030-06-14", ...overrides };
}

describe("stepOneErrors", () => {
  it("names every missing field with the spec's alert, in page order", () => {
    expect(Object.values(stepOneErrors(initialWizardForm("")))).toEqual([
      "Please select a guestbook type.",
      "Please select a tier.",
      "Please select whether to allow anonymous recordings.",
      "Please select an event date.",
      "Please enter a guestbook name.",
    ]);
  });

  it("asks for the custom type when Other is chosen without one", () => {
    expect(stepOneErrors(completeForm({ eventType: "Other", eventTypeCustom: "  " }))).toEqual({ eventTypeCustom: "Please enter a custom event type." });
    expect(stepOneErrors(completeForm({ eventType: "Other", eventTypeCustom: "Reunion" }))).toEqual({});
  });

  it("treats a blank name as missing", () => {
    expect(stepOneErrors(completeForm({ guestbookName: "   " }))).toEqual({ guestbookName: "Please enter a guestbook name." });
  });

  it("accepts a complete form, including the free tier and a No to anonymous recordings", () => {
    expect(isStepOneComplete(completeForm({ tierIdx: 0, allowAnonymous: false }))).toBe(true);
  });
});

describe("withEventType", () => {
  it("switches the default texts to the event wording", () => {
    const form = withEventType(initialWizardForm(), "Birthday");
    expect(form.subtitle).toBe(EVENT_GUESTBOOK_TEXTS.subtitle);
    expect(form.message).toBe(EVENT_GUESTBOOK_TEXTS.message);
  });

  it("keeps texts the host already changed", () => {
    const form = withEventType({ ...initialWizardForm(), subtitle: "Say hi!" }, "Birthday");
    expect(form.subtitle).toBe("Say hi!");
    expect(form.title).toBe(DEFAULT_GUESTBOOK_TEXTS.title);
  });
});

describe("toCreatePayload", () => {
  it("builds a body the server's schema accepts", () => {
    const payload = toCreatePayload(completeForm({ guestbookName: "  Our day  " }));
    const parsed = ZGuestbookCreate.parse(payload);
    expect(parsed).toMatchObject({ guestbookName: "Our day", eventType: "Wedding", tierIdx: 0, allowAnonymous: true, eventDate: "2030-06-14", allow24HoursBeforeAfter: true, coverImageUrl: null });
    expect(parsed.eventTypeCustom).toBeUndefined();
  });

  it("sends the custom type only for Other", () => {
    expect(toCreatePayload(completeForm({ eventType: "Other", eventTypeCustom: " Reunion " })).eventTypeCustom).toBe("Reunion");
  });

  it("drops the cover image when a solid colour is chosen", () => {
    const payload = toCreatePayload(completeForm({ themeColor: "#123456", coverImageUrl: "https://images.unsplash.com/photo-1", coverImagePhotographer: "Ann" }));
    expect(payload).toMatchObject({ themeColor: "#123456", coverImageUrl: null, coverImagePhotographer: null });
  });

  it("refuses an incomplete step 1", () => {
    expect(() => toCreatePayload(initialWizardForm("x"))).toThrow();
  });
});

describe("withCoverChoice", () => {
  it("takes a photo with its credit and drops a solid colour", () => {
    const form = withCoverChoice(completeForm({ themeColor: "#123456" }), { kind: "image", url: "https://images.unsplash.com/photo-1", photographer: "Ann", unsplashUrl: "https://unsplash.com/photos/1" });
    expect(form).toMatchObject({ themeColor: null, coverImageUrl: "https://images.unsplash.com/photo-1", coverImagePhotographer: "Ann", coverImageUnsplashUrl: "https://unsplash.com/photos/1" });
  });

  it("takes a solid colour and clears the photo", () => {
    const form = withCoverChoice(completeForm({ coverImageUrl: "/stock/a.jpg", coverImagePhotographer: "Ann" }), { kind: "color", color: "#abcdef" });
    expect(form).toMatchObject({ themeColor: "#abcdef", coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null });
  });
});

describe("withDefaultCover", () => {
  it("clears the image and the colour", () => {
    const form = withDefaultCover(completeForm({ themeColor: "#123456", coverImageUrl: "/stock/a.jpg", coverImageUnsplashUrl: "https://unsplash.com/x" }));
    expect(form).toMatchObject({ themeColor: null, coverImageUrl: null, coverImagePhotographer: null, coverImageUnsplashUrl: null });
  });
});
