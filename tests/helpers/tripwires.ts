// Tripwires for "nothing named inside an upload is opened": a local HTTP server that records every
// request, a named pipe that notices when anything opens it for reading, and uploads disguised as WebM
// whose content names them (playlists and manifests that ffmpeg's HLS, DASH and concat demuxers follow).
import { execFileSync } from "node:child_process";
import { closeSync, constants, openSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type THttpTripwire = { url: string; hits: string[]; close(): Promise<void> };

export async function startHttpTripwire(): Promise<THttpTripwire> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type TFileTripwire = { path: string; opens(): number; close(): void };

/**
 * A named pipe at `file`. A reader opening a pipe waits for a writer, so polling for a writer's open
 * (which succeeds only while some reader has the pipe open) sees every open; opening and closing at once
 * lets the reader go on to an empty file.
 */
export function fileTripwire(file: string): TFileTripwire {
  execFileSync("mkfifo", [file]);
  let opens = 0;
  const timer = setInterval(() => {
    try {
      closeSync(openSync(file, constants.O_WRONLY | constants.O_NONBLOCK));
      opens += 1;
    } catch {
      // ENXIO: nobody is reading.
    }
  }, 5);
  return {
    path: file,
    opens: () => opens,
    close() {
      clearInterval(timer);
      rmSync(file, { force: true });
    },
  };
}

const hls = (entry: string) => `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3,\n${entry}\n#EXT-X-ENDLIST\n`;
const dash = (baseUrl: string) =>
  `<?xml version="1.0"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT3S" minBufferTime="PT1S" ` +
  `profiles="urn:mpeg:dash:profile:isoff-on-demand:2011"><Period><AdaptationSet mimeType="audio/mp4">` +
  `<Representation id="a" bandwidth="64000" codecs="mp4a.40.2"><BaseURL>${baseUrl}</BaseURL></Representation>` +
  `</AdaptationSet></Period></MPD>\n`;

export type TTripwireTargets = { url: string; file: string; sibling: string };

/**
 * Uploads that name `url` (an HTTP tripwire), `file` (an absolute path; HLS follows only names ending in
 * a media extension such as .mp3) or `sibling` (a file name in the upload's own folder, which is all the
 * concat demuxer's safe mode allows). Each is what ffmpeg 4.1 or 5.1 follows when it sniffs the format.
 */
export const DISGUISED_UPLOADS: { label: string; bytes(targets: TTripwireTargets): string }[] = [
  { label: "an HLS playlist naming a URL", bytes: ({ url }) => hls(`${url}/hls.mp3`) },
  { label: "an HLS playlist naming a local file", bytes: ({ file }) => hls(file) },
  { label: "an HLS playlist naming a concat: list of local files", bytes: ({ file }) => hls(`concat:${file}|${file}`) },
  { label: "a DASH manifest naming a URL", bytes: ({ url }) => dash(`${url}/dash`) },
  { label: "a DASH manifest naming a local file", bytes: ({ file }) => dash(file) },
  { label: "an ffconcat list naming a file beside the upload", bytes: ({ sibling }) => `ffconcat version 1.0\nfile ${sibling}\n` },
];
