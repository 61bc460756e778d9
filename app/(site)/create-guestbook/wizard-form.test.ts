import { DEFAULT_GUESTBOOK_TEXTS, EVENT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import { ZGuestbookCreate } from "@/lib/validation/guestbooks";
import {
  initialWizardForm,
  stepOneErrors,
  toCreatePayload,
  withCoverChoice,
  withDefaultCover,
  withEventType,
  ZWizardForm,
  type TWizardDraft,
} from "./wizard-form";

function completeForm(overrides: Partial<TWizardDraft> = {}): TWizardDraft {
  return { ...withEventType(initialWizardForm("My Audio Guestbook 1"), "Wedding"), tierIdx: 0, allowAnonymous: true, eventDate: "2030-06-14", ...overrides };
}

/** The body for a form, judged as the wizard's submit judges it. */
const payloadOf = (form: TWizardDraft) => toCreatePayload(ZWizardForm.parse(form));

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

  it("asks for the custom type when Other is chosen without one, also while other answers are missing", () => {
    expect(stepOneErrors(completeForm({ eventType: "Other", eventTypeCustom: "  " }))).toEqual({ eventTypeCustom: "Please enter a custom event type." });
    expect(stepOneErrors(completeForm({ eventType: "Other", eventTypeCustom: "Reunion" }))).toEqual({});
    expect(Object.entries(stepOneErrors({ ...initialWizardForm(""), eventType: "Other" }))).toEqual([
      ["eventTypeCustom", "Please enter a custom event type."],
      ["tierIdx", "Please select a tier."],
      ["allowAnonymous", "Please select whether to allow anonymous recordings."],
      ["eventDate", "Please select an event date."],
      ["guestbookName", "Please enter a guestbook name."],
    ]);
  });

  it("treats a blank name as missing", () => {
    expect(stepOneErrors(completeForm({ guestbookName: "   " }))).toEqual({ guestbookName: "Please enter a guestbook name." });
  });

  it("accepts a complete form, including the free tier and a No to anonymous recordings", () => {
    expect(stepOneErrors(completeForm({ tierIdx: 0, allowAnonymous: false }))).toEqual({});
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
    const payload = payloadOf(completeForm({ guestbookName: "  Our day  " }));
    const parsed = ZGuestbookCreate.parse(payload);
    expect(parsed).toMatchObject({
      guestbookName: "Our day",
      eventType: "Wedding",
      tierIdx: 0,
      allowAnonymous: true,
      eventDate: "2030-06-14",
      allow24HoursBeforeAfter: true,
      coverImageUrl: null,
    });
    expect(parsed.eventTypeCustom).toBeUndefined();
  });

  it("asks for no approval unless the host chose it, and sends the choice (issue 50)", () => {
    expect(ZGuestbookCreate.parse(payloadOf(completeForm())).moderation).toBe("none");
    expect(ZGuestbookCreate.parse(payloadOf(completeForm({ moderation: "approve" }))).moderation).toBe("approve");
  });

  it("sends the custom type only for Other", () => {
    expect(payloadOf(completeForm({ eventType: "Other", eventTypeCustom: " Reunion " })).eventTypeCustom).toBe("Reunion");
    expect(payloadOf(completeForm({ eventType: "Wedding", eventTypeCustom: "Reunion" })).eventTypeCustom).toBeUndefined();
  });

  it("drops the cover image when a solid colour is chosen", () => {
    const payload = payloadOf(completeForm({ themeColor: "#123456", coverImageUrl: "https://images.unsplash.com/photo-1", coverImagePhotographer: "Ann" }));
    expect(payload).toMatchObject({ themeColor: "#123456", coverImageUrl: null, coverImagePhotographer: null });
  });

  it("sends every text shown, and none of the wizard's own answers", () => {
    const payload = payloadOf(completeForm({ personalize: true, title: " Hello " }));
    expect(payload).toMatchObject({ title: "Hello", showTitle: true, showSubtext: true, showMessage: true });
    expect(payload).not.toHaveProperty("personalize");
  });

  it("sends the host's time zone as the event's, and none the server would refuse", () => {
    const form = ZWizardForm.parse(completeForm());
    expect(ZGuestbookCreate.parse(toCreatePayload(form, "America/New_York")).timeZone).toBe("America/New_York");
    expect(toCreatePayload(form, "Not/A_Zone")).not.toHaveProperty("timeZone");
    expect(toCreatePayload(form, "")).not.toHaveProperty("timeZone");
  });
});

describe("withCoverChoice", () => {
  it("takes a photo with its credit and drops a solid colour", () => {
    const form = withCoverChoice(completeForm({ themeColor: "#123456" }), {
      kind: "image",
      url: "https://images.unsplash.com/photo-1",
      photographer: "Ann",
      unsplashUrl: "https://unsplash.com/photos/1",
    });
    expect(form).toMatchObject({
      themeColor: null,
      coverImageUrl: "https://images.unsplash.com/photo-1",
      coverImagePhotographer: "Ann",
      coverImageUnsplashUrl: "https://unsplash.com/photos/1",
    });
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
