import { ZProSettingsUpdate } from "./pro-settings";

describe("ZProSettingsUpdate", () => {
  it("takes any one of the three settings, as the spec's calls send them", () => {
    expect(ZProSettingsUpdate.parse({ customButtonColor: "#FCD305" })).toEqual({ customButtonColor: "#FCD305" });
    expect(ZProSettingsUpdate.parse({ customButtonTextColor: "#000000" })).toEqual({ customButtonTextColor: "#000000" });
    expect(ZProSettingsUpdate.parse({ customLogo: null })).toEqual({ customLogo: null });
  });

  it.each(["fcd305", "#fcd30", "#fcd3055", "#ggg000", "red", "rgb(0,0,0)", "", " #fcd305"])("refuses the colour %j", (colour) => {
    const parsed = ZProSettingsUpdate.safeParse({ customButtonColor: colour });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Colours must be #rrggbb.");
  });

  it("refuses a colour that is not a string, an empty body and unknown fields", () => {
    expect(ZProSettingsUpdate.safeParse({ customButtonTextColor: 0 }).success).toBe(false);
    expect(ZProSettingsUpdate.safeParse({}).error?.issues[0]?.message).toBe("Send customLogo, customButtonColor or customButtonTextColor.");
    expect(ZProSettingsUpdate.safeParse({ customButtonColor: "#000000", customLogoKey: "users/x/images/y.png" }).success).toBe(false);
  });
});
