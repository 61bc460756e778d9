import { buildMessageMetadata } from "./message-metadata";
import type { TPublicMessage } from "./public-message";
import { messageWords } from "./message-words";

const english = messageWords("en");

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
    const metadata = buildMessageMetadata(message, "A Special Message From Ana", "https://echobook.example", english);
    expect(metadata.openGraph?.audio).toEqual([
      { url: "https://echobook.example/api/messages/abc123/mp3", secureUrl: "https://echobook.example/api/messages/abc123/mp3", type: "audio/mpeg" },
    ]);
  });

  it("offers the original while the MP3 is being made, with its own type", () => {
    const metadata = buildMessageMetadata({ ...message, mp3Url: null, status: "processing" }, "Hi", "http://localhost:3000", english);
    expect(metadata.openGraph?.audio).toEqual([{ url: "http://localhost:3000/api/messages/abc123/audio", type: "audio/webm" }]);
  });

  it("speaks the page's language: the spec's English, Spanish and Arabic each with a picture of their own", () => {
    const en = buildMessageMetadata(message, "A Special Message From Ana", "https://echobook.example", english);
    expect(en.description).toBe("Ana sent you a voice message on Echobook. Tap to listen. Be Heard. Be Remembered.");
    expect(en.openGraph).toMatchObject({ locale: "en_US", images: [{ url: "https://echobook.example/api/messages/abc123/preview-image" }] });

    const es = buildMessageMetadata(message, "Un mensaje especial de Ana", "https://echobook.example", messageWords("es"));
    expect(es.description).toBe("Ana te ha enviado un mensaje de voz en Echobook. Toca para escucharlo. Be Heard. Be Remembered.");
    expect(es.openGraph).toMatchObject({ locale: "es_ES", images: [{ url: "https://echobook.example/api/messages/abc123/preview-image?lang=es" }] });

    const ar = buildMessageMetadata({ ...message, name: null }, "رسالة خاصة لك", "https://echobook.example", messageWords("ar"));
    expect(ar.description).toBe("أرسل لك أحدهم رسالة صوتية على Echobook. اضغط للاستماع. Be Heard. Be Remembered.");
    expect(ar.openGraph).toMatchObject({ locale: "ar_AR", images: [{ url: "https://echobook.example/api/messages/abc123/preview-image?lang=ar" }] });
  });
});
