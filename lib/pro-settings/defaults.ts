// Pro settings (spec 002 section 3 and 9): the defaults a subscriber's new pro cards and pro guestbooks
// take, and how the logo is kept and shown. Browser-safe: the settings section imports it too.
export const PRO_SETTINGS_DEFAULTS = { customButtonColor: "#fcd305", customButtonTextColor: "#000000" } as const;

/** The box a logo is shown in (the spec's recommended size), in CSS px. */
export const PRO_LOGO_DISPLAY = { width: 200, height: 60 } as const;
/** Logos are stored up to three times that box, sharp on high-density screens and in print. */
export const PRO_LOGO_STORED_BOX = { maxWidth: PRO_LOGO_DISPLAY.width * 3, maxHeight: PRO_LOGO_DISPLAY.height * 3 } as const;

export const PRO_ACCOUNT_REQUIRED_MESSAGE = "Pro settings come with a subscription. Please upgrade your account to use them.";
export const PRO_LOGO_ONLY_UPLOAD_MESSAGE = "Upload a logo with POST /api/upload/pro-logo; customLogo here can only be null, to remove it.";
