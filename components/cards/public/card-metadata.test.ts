import { buildCardMetadata, cardHeading } from "./card-metadata";

const card = {
  messageId: "card123",
  name: "Grandma",
  title: "Happy birthday!",
  subtitle: "A voice to remember.",
  audioUrl: "/api/personal-messages/card123/audio",
  mp3Url: "/api/personal-messages/card123/mp3",
  contentType: "audio/webm",
};

describe("buildCardMetadata", () => {
  it("points og:image at the card's preview image and og:audio at its MP3", () => {
    const metadata = buildCardMetadata(card, "playable", "https://echobook.example");
    expect(metadata.openGraph?.title).toBe("Happy birthday!");
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://echobook.example/api/personal-messages/card123/preview-image", width: 1200, height: 630 }),
    ]);
    expect(metadata.openGraph?.audio).toEqual([
      { url: "https://echobook.example/api/personal-messages/card123/mp3", type: "audio/mpeg", secureUrl: "https://echobook.example/api/personal-messages/card123/mp3" },
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
});

describe("cardHeading", () => {
  it("falls back to the name, then to a generic heading", () => {
    expect(cardHeading({ title: "  ", name: "Grandma" })).toBe("Grandma");
    expect(cardHeading({ title: "", name: "" })).toBe("An audio card for you");
  });
});
