import { buildMessageMetadata } from "./message-metadata";
import type { TPublicMessage } from "./public-message";

const message: TPublicMessage = {
  id: "abc123",
  title: null,
  name: "Ana",
  durationMs: 4000,
  status: "ready",
  contentType: "audio/webm",
  audioUrl: "/api/messages/abc123/audio",
  mp3Url: "/api/messages/abc123/mp3",
  createdAt: new Date(0).toISOString(),
};

describe("buildMessageMetadata", () => {
  it("gives og:audio a secure URL when the site is served over https", () => {
    const metadata = buildMessageMetadata(message, "A Special Message From Ana", "https://echobook.example");
    expect(metadata.openGraph?.audio).toEqual([
      { url: "https://echobook.example/api/messages/abc123/mp3", secureUrl: "https://echobook.example/api/messages/abc123/mp3", type: "audio/mpeg" },
    ]);
  });

  it("offers the original while the MP3 is being made, with its own type", () => {
    const metadata = buildMessageMetadata({ ...message, mp3Url: null, status: "processing" }, "Hi", "http://localhost:3000");
    expect(metadata.openGraph?.audio).toEqual([{ url: "http://localhost:3000/api/messages/abc123/audio", type: "audio/webm" }]);
  });
});
