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
