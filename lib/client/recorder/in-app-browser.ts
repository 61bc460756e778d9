// Apps that open links in a browser of their own (Instagram, Facebook, TikTok, ...), told apart by the
// user agent they announce. Their browsers often cannot record (no MediaRecorder, or no microphone for
// pages), so the recorder offers a voice memo first and tells the guest how to reach the phone's browser.
const IN_APP_BROWSERS: readonly { name: string; pattern: RegExp }[] = [
  { name: "Instagram", pattern: /\bInstagram\b/i },
  { name: "Facebook", pattern: /\bFB(AN|AV|IOS|_IAB)\b|\bFB4A\b/ },
  { name: "Messenger", pattern: /\bMessenger(ForiOS|LiteForiOS)?\b/ },
  { name: "TikTok", pattern: /\b(musical_ly|TikTok|BytedanceWebview|trill)\b/i },
  { name: "Snapchat", pattern: /\bSnapchat\b/i },
  { name: "WeChat", pattern: /\bMicroMessenger\b/i },
  { name: "LinkedIn", pattern: /\bLinkedInApp\b/i },
  { name: "LINE", pattern: /\bLine\/\d/ },
  { name: "WhatsApp", pattern: /\bWhatsApp\b/i },
  { name: "Pinterest", pattern: /\bPinterest\b/i },
  { name: "X", pattern: /\bTwitter(Android)?\b/i },
];

/** The app whose own browser this user agent belongs to, or null for a phone's or computer's browser. */
export function inAppBrowserName(userAgent: string): string | null {
  return IN_APP_BROWSERS.find(({ pattern }) => pattern.test(userAgent))?.name ?? null;
}

/** Whether the phone is Apple's, whose apps' browsers send the guest to Safari (the hint is worded for it: recorder.inAppIphone). */
export function isApplePhone(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent);
}
