import { CARD_DEFAULT_LOOK } from "@/lib/constants/cards";
import { ZCardCreateFields, ZCardLook, ZCardUpdate } from "./cards";

describe("card validation", () => {
  it("accepts the default look, and the multipart strings as the values they stand for", () => {
    expect(ZCardLook.parse(CARD_DEFAULT_LOOK)).toEqual(CARD_DEFAULT_LOOK);
    const fields = ZCardCreateFields.parse({
      name: " Mum ",
      title: "",
      allowDownload: "false",
      showOverlay: "true",
      coverImageUrl: "",
      buttonColor: "#A1b2C3",
    });
    expect(fields).toMatchObject({ name: "Mum", title: "", allowDownload: false, showOverlay: true, coverImageUrl: null, buttonColor: "#A1b2C3" });
    expect(ZCardCreateFields.parse({}).name).toBeUndefined();
  });

  it("refuses a title over its limit, colours that are not #rrggbb, and booleans that are not", () => {
    expect(ZCardCreateFields.safeParse({ title: "x".repeat(121) }).success).toBe(false);
    for (const color of ["red", "#fff", "#12345g", "fcd300"]) expect(ZCardCreateFields.safeParse({ titleColor: color }).success).toBe(false);
    expect(ZCardCreateFields.safeParse({ allowDownload: "maybe" }).success).toBe(false);
    expect(ZCardUpdate.safeParse({ allowDownload: "maybe" }).success).toBe(false);
    expect(ZCardUpdate.safeParse({ coverImageUrl: "https://evil.example/x.jpg" }).success).toBe(false);
  });
});
