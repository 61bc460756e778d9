import { readFileSync } from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import { renderToStaticMarkup } from "react-dom/server";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import type { TPublicMessage } from "@/lib/messages/public-message";
import { MessagePlayer } from "./MessagePlayer";

jest.mock("./MessagePage.module.css", () => ({}));
jest.mock("./MirroredControls.module.css", () => ({}));

/** The player's namespace of a catalogue, compiled as the build compiles it. */
function playerWords(code: string) {
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${code}.json`), "utf8")) as Record<string, Record<string, string>>;
  return { messagePlayer: Object.fromEntries(Object.entries(catalogue.messagePlayer).map(([key, text]) => [key, compile(text)])) };
}

const message: TPublicMessage = {
  id: "m1",
  title: "Rosa",
  name: null,
  durationMs: 10_400,
  status: "ready",
  contentType: "audio/webm",
  audioUrl: "/api/messages/m1/audio",
  mp3Url: "/api/messages/m1/mp3",
  createdAt: "2026-11-29T10:00:00.000Z",
};

function render(code: string): string {
  return renderToStaticMarkup(
    <ClientMessages locale={code} messages={playerWords(code)}>
      <MessagePlayer message={message} label="Rosa" refreshUrl={null} />
    </ClientMessages>,
  );
}

describe("MessagePlayer", () => {
  it("in Arabic, drives the element with its own controls: no native controls, a seek bar read as elapsed of total from the first paint", () => {
    const html = render("ar");
    expect(html).not.toMatch(/<audio[^>]*\scontrols[\s=>]/);
    expect(html).toContain("<audio");
    expect(html).toContain('role="group" aria-label="رسالة صوتية: Rosa"');
    expect(html).toMatch(/<input type="range"[^>]*aria-label="موضع الاستماع"[^>]*aria-valuetext="0:00 من 0:10"/);
    expect(html).toMatch(/<button type="button"[^>]*aria-label="تشغيل"/);
    expect(html).toContain('data-testid="total">0:10<');
  });

  it("in a left-to-right language, keeps the browser's native controls and adds none of its own", () => {
    const html = render("es");
    expect(html).toMatch(/<audio[^>]*\scontrols=""/);
    expect(html).not.toContain('type="range"');
    expect(html).not.toContain('role="group"');
  });
});
