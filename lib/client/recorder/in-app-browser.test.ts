import { inAppBrowserName, isApplePhone } from "./in-app-browser";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

describe("inAppBrowserName", () => {
  it.each([
    [
      "Instagram",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 327.0.0.23.90 (iPhone15,2; iOS 17_4; en_US; en)",
    ],
    [
      "Facebook",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
    ],
    ["Facebook", `${ANDROID_CHROME} [FB_IAB/FB4A;FBAV/460.0.0.48.109;]`],
    [
      "TikTok",
      `${ANDROID_CHROME} trill_340100 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/34.1.0 ByteLocale/en BytedanceWebview/d8a21c6`,
    ],
    ["Snapchat", `${IPHONE_SAFARI} Snapchat/12.80.0.40 (like Safari/8617.2.4.10.8)`],
    ["WeChat", `${ANDROID_CHROME} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/en`],
    ["LinkedIn", `${IPHONE_SAFARI} [LinkedInApp]/9.29.6090`],
    ["LINE", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0"],
    ["WhatsApp", "WhatsApp/2.24.6.77 A"],
  ])("knows %s", (name, userAgent) => {
    expect(inAppBrowserName(userAgent)).toBe(name);
  });

  it("leaves the phone's own browsers alone", () => {
    expect(inAppBrowserName(IPHONE_SAFARI)).toBeNull();
    expect(inAppBrowserName(ANDROID_CHROME)).toBeNull();
    expect(inAppBrowserName("Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0")).toBeNull();
    // "Line" only as LINE's own token, not inside other words.
    expect(inAppBrowserName(`${ANDROID_CHROME} Online/1.0`)).toBeNull();
  });
});

describe("isApplePhone", () => {
  it("tells an iPhone (hinted to Safari) from other phones (hinted to the browser menu)", () => {
    expect(isApplePhone(IPHONE_SAFARI)).toBe(true);
    expect(isApplePhone(ANDROID_CHROME)).toBe(false);
  });
});
