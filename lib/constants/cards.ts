// The audio card's constants, shared by the server, the wizard, the manage page and the public page
// (spec 002 sections 5 and 9): default texts, colours and cover, the field limits, the longest voice,
// how long a card is hosted without Forever Hosting, and the texts the API answers with. Pure: safe to
// import in client components.

export const CARD_DEFAULT_COVER_IMAGE_URL = "/gb_bg.svg";

const CARD_DEFAULT_COLORS = { buttonColor: "#fcd300", buttonTextColor: "#000000", titleColor: "#ffffff", subtitleColor: "#666666" };

/** A new card's look when its maker personalizes nothing: spec 002's texts and colours (the fields of TCardLook). */
export const CARD_DEFAULT_LOOK = {
  title: "-Be Heard. Be Remembered.",
  subtitle: "A voice to remember.",
  message: "Play it now and download it to make it last forever!",
  ...CARD_DEFAULT_COLORS,
  coverImageUrl: CARD_DEFAULT_COVER_IMAGE_URL as string | null,
  coverImagePhotographer: null as string | null,
  coverImageUnsplashUrl: null as string | null,
  showOverlay: true,
};

export const CARD_DEFAULT_NAME = "My Audio Card";

export const CARD_LIMITS = {
  name: 100,
  title: 120,
  subtitle: 200,
  message: 1000,
  photographer: 120,
} as const;

/** The longest voice a card holds (the spec gives none; a card from guestbook recordings may be 300 s). */
export const CARD_MAX_DURATION_SECONDS = 300;

/** A card without Forever Hosting stays online this many months from its creation. */
export const CARD_HOSTING_MONTHS = 12;

/** The end of a card's hosting: `months` calendar months (UTC) after its creation (a pro card's validity too). */
export function cardHostedUntil(createdAt: Date, months: number = CARD_HOSTING_MONTHS): Date {
  const until = new Date(createdAt.getTime());
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/** Whether the card's public page and audio are offline because its year of hosting has passed. */
export function isHostingEnded(
  card: { foreverHosted: boolean; hostedUntil: Date | string | null; hostingEndedAt?: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (card.foreverHosted) return false;
  if (card.hostingEndedAt) return true;
  return card.hostedUntil !== null && new Date(card.hostedUntil).getTime() <= now.getTime();
}

export function cardPagePath(id: string): string {
  return `/personal-message/${id}`;
}

/** The spec's texts the card routes answer with (section 3 and 8), and ours where it gives none. */
export const CARD_TEXTS = {
  notFound: "Message not found",
  noRecording: "Please record an audio message first.",
  unavailable: "Message Temporarily Unavailable",
  hostingEnded: "Hosting for this audio card has ended. Its owner can bring it back with Forever Hosting.",
  needsCredit: "You need an audio message credit to create an audio card. Please purchase a credit pack.",
  downloadNotAllowed: "Downloads are not allowed for this audio card.",
  noAudio: "Audio not found",
  alreadyForeverHosted: "This audio card already has Forever Hosting.",
  mp3Failed: "No MP3 could be made of this audio card; the original recording is still available.",
} as const;
