import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { contentDisposition, parseRangeHeader, storageResponse } from "./http";
import { createLocalDriver } from "./local";
import { StorageNotFoundError, type StorageDriver } from "./types";

const KEY = "guestbooks/gb1/audio/r1.mp3";
const DIGITS = "0123456789abcdefghij";
let root: string;
let storage: StorageDriver;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "echobook-storage-http-"));
  storage = createLocalDriver(root);
  await storage.put(KEY, Buffer.from(DIGITS), { contentType: "audio/mpeg" });
  await storage.put("guestbooks/gb1/audio/empty.mp3", Buffer.alloc(0), { contentType: "audio/mpeg" });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function serve(range?: string, opts: { method?: string; key?: string; contentType?: string; downloadName?: string } = {}) {
  const headers = range === undefined ? undefined : { range };
  const request = new Request("http://localhost/api/audio", { method: opts.method ?? "GET", headers });
  return storageResponse(request, opts.key ?? KEY, { storage, contentType: opts.contentType, downloadName: opts.downloadName });
}

describe("storageResponse", () => {
  it("answers 200 with the whole object and advertises byte ranges", async () => {
    const response = await serve();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(DIGITS);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "accept-ranges": "bytes",
      "content-length": "20",
      "content-type": "audio/mpeg",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.has("content-range")).toBe(false);
    expect(response.headers.has("content-disposition")).toBe(false);
  });

  it.each([
    ["bytes=2-5", "2345", "bytes 2-5/20"],
    ["bytes=15-", "fghij", "bytes 15-19/20"],
    ["bytes=0-0", "0", "bytes 0-0/20"],
    ["bytes=10-999", "abcdefghij", "bytes 10-19/20"],
    ["bytes=-3", "hij", "bytes 17-19/20"],
    ["bytes=-100", DIGITS, "bytes 0-19/20"],
  ])("answers %s with 206 and the matching Content-Range", async (range, body, contentRange) => {
    const response = await serve(range);
    expect(response.status).toBe(206);
    expect(await response.text()).toBe(body);
    expect(response.headers.get("content-range")).toBe(contentRange);
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
  });

  it.each(["bytes=20-", "bytes=999-1000", "bytes=-0"])("answers %s with 416 and the object size", async (range) => {
    const response = await serve(range);
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */20");
    expect(await response.text()).toBe("");
  });

  it.each(["bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=abc", "bytes=-", ""])("ignores the unusable Range %j and answers 200", async (range) => {
    const response = await serve(range);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(DIGITS);
  });

  it("serves an empty object whole, and refuses any range of it", async () => {
    const whole = await serve(undefined, { key: "guestbooks/gb1/audio/empty.mp3" });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe("0");
    expect(await whole.text()).toBe("");
    const ranged = await serve("bytes=0-", { key: "guestbooks/gb1/audio/empty.mp3" });
    expect(ranged.status).toBe(416);
    expect(ranged.headers.get("content-range")).toBe("bytes */0");
  });

  it("answers HEAD with the headers of the matching GET and no body", async () => {
    const whole = await serve(undefined, { method: "HEAD" });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe("20");
    expect(whole.body).toBeNull();
    const ranged = await serve("bytes=-4", { method: "HEAD" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe("bytes 16-19/20");
    expect(ranged.headers.get("content-length")).toBe("4");
  });

  it("lets the caller override the content type and ask for a download", async () => {
    const response = await serve(undefined, { contentType: "audio/mp3", downloadName: "Our wedding.mp3" });
    expect(response.headers.get("content-type")).toBe("audio/mp3");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Our wedding.mp3"; filename*=UTF-8''Our%20wedding.mp3`);
  });

  it("keeps streaming from local disk when asked for a redirect: there is no URL to send the browser to", async () => {
    const request = new Request("http://localhost/api/audio", { headers: { range: "bytes=2-5" } });
    const response = await storageResponse(request, KEY, { storage, redirect: true, cacheControl: "private, max-age=3600" });
    expect([response.status, await response.text(), response.headers.get("cache-control")]).toEqual([206, "2345", "private, max-age=3600"]);
  });

  it("throws StorageNotFoundError for a missing object, for GET, ranges and HEAD", async () => {
    for (const [range, method] of [
      [undefined, "GET"],
      ["bytes=0-1", "GET"],
      ["bytes=-1", "GET"],
      [undefined, "HEAD"],
    ] as const) {
      await expect(serve(range, { key: "guestbooks/gb1/audio/missing.mp3", method })).rejects.toBeInstanceOf(StorageNotFoundError);
    }
  });
});

describe("parseRangeHeader", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: undefined }],
    ["BYTES=1-2", { start: 1, end: 2 }],
    ["bytes=-500", { suffix: 500 }],
    [null, null],
    ["bytes=2-1", null],
    ["bytes=1-2, 3-4", null],
    ["bytes=99999999999999999999-", null],
  ])("reads %j", (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });
});

describe("contentDisposition", () => {
  it("keeps the exact UTF-8 name and gives old clients a safe ASCII fallback", () => {
    expect(contentDisposition(`Grandma’s "90th" \\ 100%.mp3`)).toBe(
      `attachment; filename="Grandma_s _90th_ _ 100_.mp3"; filename*=UTF-8''Grandma%E2%80%99s%20%2290th%22%20%5C%20100%25.mp3`,
    );
  });

  it("cannot be used to inject header parameters or lines", () => {
    const header = contentDisposition("a\r\nSet-Cookie: x=1; filename*=evil.exe");
    // One quoted string with nothing that could close it early, then only RFC 5987 attr-chars and escapes.
    expect(header).toMatch(/^attachment; filename="[^"\\\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/);
  });

  it("encodes characters RFC 5987 does not allow raw", () => {
    expect(contentDisposition("it's (1)*.mp3")).toBe(`attachment; filename="it's (1)*.mp3"; filename*=UTF-8''it%27s%20%281%29%2A.mp3`);
  });
});
