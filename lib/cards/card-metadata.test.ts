import { buildCardMetadata, cardDescription, cardHeading, cardPreviewLook, cardPreviewVersion } from "@/lib/cards/card-metadata";

const card: Parameters<typeof buildCardMetadata>[0] = {
  messageId: "card123",
  name: "Grandma",
  title: "Happy birthday!",
  subtitle: "A voice to remember.",
  audioUrl: "/api/personal-messages/card123/audio",
  mp3Url: "/api/personal-messages/card123/mp3",
  contentType: "audio/webm",
  coverImageUrl: "/stock/birthday-kite.jpg",
  allowDownload: true,
};

describe("buildCardMetadata", () => {
  it("points og:image at the card's preview image and og:audio at its MP3", () => {
    const metadata = buildCardMetadata(card, "playable", "https://echobook.example");
    expect(metadata.openGraph?.title).toBe("Happy birthday!");
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/echobook\.example\/api\/personal-messages\/card123\/preview-image\?v=[\w-]{16}$/),
        width: 1200,
        height: 630,
      }),
    ]);
    expect(metadata.openGraph?.audio).toEqual([
      {
        url: "https://echobook.example/api/personal-messages/card123/mp3",
        type: "audio/mpeg",
        secureUrl: "https://echobook.example/api/personal-messages/card123/mp3",
      },
    ]);
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("uses the original recording while the MP3 is made", () => {
    const metadata = buildCardMetadata({ ...card, mp3Url: null }, "playable", "http://localhost:3000");
    expect(metadata.openGraph?.audio).toEqual([{ url: "http://localhost:3000/api/personal-messages/card123/audio", type: "audio/webm" }]);
  });

  it("leaves og:audio out when the public cannot play the card", () => {
    expect(buildCardMetadata(card, "inactive", "https://echobook.example").openGraph).not.toHaveProperty("audio");
    expect(buildCardMetadata(card, "hosting_ended", "https://echobook.example").openGraph).not.toHaveProperty("audio");
  });

  it("leaves og:audio out, and the X card a picture, when the owner turned downloads off", () => {
    const metadata = buildCardMetadata({ ...card, allowDownload: false }, "playable", "https://echobook.example");
    expect(metadata.openGraph).not.toHaveProperty("audio");
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("versions the picture's address by what it shows: title, subtitle and cover, not the rest", () => {
    const imageOf = (changed: Partial<typeof card>) =>
      JSON.stringify(buildCardMetadata({ ...card, ...changed }, "playable", "https://echobook.example").openGraph?.images);
    const first = imageOf({});
    expect(imageOf({ title: "Happy 90th!" })).not.toBe(first);
    expect(imageOf({ subtitle: "From Ben" })).not.toBe(first);
    expect(imageOf({ coverImageUrl: null })).not.toBe(first);
    expect(imageOf({ allowDownload: false, mp3Url: null })).toBe(first);
    // The route's ETag is the same version, computed from the same look.
    expect(first).toContain(`v=${cardPreviewVersion(cardPreviewLook(card))}`);
  });
});

describe("buildCardMetadata in the visitor's language", () => {
  const untitled = { ...card, title: "", name: "" };
  const spanish = { heading: "Una tarjeta de audio para ti", description: "Toca para escucharla.", ogLocale: "es_ES", code: "es" as const };
  it("names the picture in the page's language when the card has no title, and versions it by those words", () => {
    const english = buildCardMetadata(untitled, "playable", "https://echobook.example");
    const es = buildCardMetadata(untitled, "playable", "https://echobook.example", undefined, undefined, spanish);
    const url = (metadata: typeof es) => (metadata.openGraph?.images as { url: string }[])[0].url;
    expect(url(es)).toMatch(/\/preview-image\?v=[\w-]{16}&lang=es$/);
    expect(url(english)).not.toContain("lang=");
    expect(url(es).split("?v=")[1].slice(0, 16)).not.toBe(url(english).split("?v=")[1].slice(0, 16));
  });

  it("names an Arabic picture on an Arabic page (the pictures shape Arabic)", () => {
    const ar = buildCardMetadata(untitled, "playable", "https://echobook.example", undefined, undefined, { ...spanish, code: "ar", heading: "بطاقة صوتية لك" });
    expect((ar.openGraph?.images as { url: string }[])[0].url).toMatch(/&lang=ar$/);
  });
});

describe("cardDescription", () => {
  it("keeps the subtitle a sentence of its own", () => {
    expect(cardDescription({ subtitle: "Café Mélange" })).toBe("Café Mélange. Tap to listen to this audio card on Echobook.");
    expect(cardDescription({ subtitle: "With love!" })).toBe("With love! Tap to listen to this audio card on Echobook.");
    expect(cardDescription({ subtitle: "See you soon…" })).toBe("See you soon… Tap to listen to this audio card on Echobook.");
    expect(cardDescription({ subtitle: "  " })).toBe("Tap to listen to this audio card on Echobook.");
  });
});

describe("cardHeading", () => {
  it("falls back to the name, then to a generic heading", () => {
    expect(cardHeading({ title: "  ", name: "Grandma" })).toBe("Grandma");
    expect(cardHeading({ title: "", name: "" })).toBe("An audio card for you");
  });
});
