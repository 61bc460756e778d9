import { DEFAULT_CARD_LOOK } from "@/lib/cards/look";
import { createFields, draftFields, effectiveLook, formFromCard, formFromDraftFields, INITIAL_CARD_FORM, updateBody, ZCardWizardForm } from "./wizard-form";

const personalized = {
  ...INITIAL_CARD_FORM,
  personalize: true,
  name: "Grandma's 90th",
  title: "Happy 90th!",
  subtitle: "From all of us",
  message: "We love you",
  coverImageUrl: "/stock/anniversary-by-the-water.jpg",
  coverImagePhotographer: "Ana",
  coverImageUnsplashUrl: null,
  titleColor: "#ff0000",
  buttonColor: "#123456",
  showOverlay: false,
  allowDownload: false,
};

describe("effectiveLook", () => {
  it("is the default look when the visitor answered No, whatever was typed before", () => {
    expect(effectiveLook({ ...personalized, personalize: false })).toEqual(DEFAULT_CARD_LOOK);
  });
  it("is the chosen look when personalizing", () => {
    expect(effectiveLook(personalized)).toMatchObject({ title: "Happy 90th!", titleColor: "#ff0000", showOverlay: false });
  });
});

describe("createFields", () => {
  it("sends the contract's multipart fields, booleans as text and no empty cover fields", () => {
    expect(createFields(personalized)).toEqual({
      name: "Grandma's 90th",
      title: "Happy 90th!",
      subtitle: "From all of us",
      message: "We love you",
      buttonColor: "#123456",
      buttonTextColor: "#000000",
      titleColor: "#ff0000",
      subtitleColor: "#666666",
      coverImageUrl: "/stock/anniversary-by-the-water.jpg",
      coverImagePhotographer: "Ana",
      showOverlay: "false",
      allowDownload: "false",
      foreverHostingEnabled: "true",
    });
  });
});

describe("updateBody", () => {
  it("puts the look and options of a card made from recordings", () => {
    expect(updateBody(personalized)).toMatchObject({
      name: "Grandma's 90th",
      title: "Happy 90th!",
      coverImageUnsplashUrl: null,
      allowDownload: false,
      foreverHostingEnabled: true,
    });
    expect(updateBody(personalized)).not.toHaveProperty("personalize");
  });
});

describe("draft fields", () => {
  it("come back as the same form", () => {
    expect(formFromDraftFields(draftFields(personalized))).toEqual(personalized);
  });
  it("keep the default form when nothing was kept", () => {
    expect(formFromDraftFields({})).toEqual(INITIAL_CARD_FORM);
  });
  it("replace a field that no longer passes with its default, keeping the rest", () => {
    const fields = { ...draftFields(personalized), titleColor: "red", coverImageUrl: "javascript:alert(1)", allowDownload: "maybe" };
    const form = formFromDraftFields(fields);
    expect(form.titleColor).toBe(INITIAL_CARD_FORM.titleColor);
    expect(form.coverImageUrl).toBeNull();
    expect(form.allowDownload).toBe(true);
    expect(form.title).toBe("Happy 90th!");
  });
});

describe("ZCardWizardForm", () => {
  it("refuses an empty name and colours that are not #rrggbb", () => {
    const result = ZCardWizardForm.safeParse({ ...personalized, name: "  ", buttonColor: "#12345" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["buttonColor", "name"]);
  });
});

describe("formFromCard", () => {
  it("opens an existing card personalized, with its own look", () => {
    const form = formFromCard({ ...DEFAULT_CARD_LOOK, title: "From the party", name: "Party", allowDownload: false, foreverHostingEnabled: false });
    expect(form).toMatchObject({ personalize: true, title: "From the party", name: "Party", allowDownload: false, foreverHostingEnabled: false });
  });
});
