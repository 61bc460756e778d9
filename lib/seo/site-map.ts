// What search engines are told: the public pages a sitemap lists, and the private ones robots.txt keeps
// them out of (accounts, owner and admin pages, the API, the test-mode pages). Pages shared by link (a
// guest's page, a card) are neither: they stay crawlable so link previews work, and say noindex themselves.
export const SITEMAP_PATHS = ["/", "/#pricing", "/start-exploring", "/record", "/create-guestbook", "/personal-message", "/terms", "/privacy"] as const;

export const PRIVATE_PATHS = [
  "/api/",
  "/admin/",
  "/dashboard",
  "/guestbook/",
  "/edit-guestbook/",
  "/manage-guestbook/",
  "/manage-audio-message/",
  "/manage-pro-audio-message/",
  "/subscribe/",
  "/billing-portal",
  "/payment-success",
  "/payment-cancel",
  "/test-checkout/",
  "/test-payment-success",
  "/gate",
] as const;

// What link previews fetch from under the API (og:image, twitter:image, og:audio of the shared pages):
// allowed past PRIVATE_PATHS' "/api/" (the longer rule wins, as RFC 9309 says and crawlers do), so X and
// the others that obey robots.txt show the picture. Each route still decides who may have the file.
export const PREVIEW_MEDIA_PATHS = [
  "/api/messages/*/preview-image",
  "/api/messages/*/audio",
  "/api/messages/*/mp3",
  "/api/personal-messages/*/preview-image",
  "/api/personal-messages/*/audio",
  "/api/personal-messages/*/mp3",
  "/api/subscription-audio-messages/*/preview-image",
  "/api/subscription-audio-messages/*/audio",
  "/api/subscription-audio-messages/*/mp3",
  "/api/guestbooks/*/preview-image/",
] as const;
