import { PRO_CARD_DEFAULT_LOOK } from "@/lib/constants/pro-cards";
import { proCardViewLook } from "./pro-card-look";

describe("proCardViewLook", () => {
  it("colours the title over the cover with the pro card's cover title colour", () => {
    const look = proCardViewLook({ ...PRO_CARD_DEFAULT_LOOK, titleColor: "#000000", coverTitleColor: "#ff00aa" });
    expect(look.titleColor).toBe("#ff00aa");
  });

  it("keeps the rest of the look and nothing else", () => {
    const card = { ...PRO_CARD_DEFAULT_LOOK, title: "For Lea", subtitle: "With love", showOverlay: false, allowDownload: true };
    const look = proCardViewLook(card);
    expect(look).toEqual(expect.objectContaining({ title: "For Lea", subtitle: "With love", showOverlay: false, buttonColor: PRO_CARD_DEFAULT_LOOK.buttonColor }));
    expect(look).not.toHaveProperty("coverTitleColor");
    expect(look).not.toHaveProperty("allowDownload");
  });
});
