// The behaviour every StorageDriver must show, written once and registered by each driver's test file
// (local.test.ts, tests/integration/storage-s3.test.ts) so the drivers cannot drift apart.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { InvalidStorageKeyError, RangeNotSatisfiableError, StorageLengthMismatchError, StorageNotFoundError, type StorageDriver } from "@/lib/storage/types";

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const DIGITS = Buffer.from("0123456789abcdefghij"); // byte n is easy to recognise in a range

/** `getDriver` is called inside each test, so the driver may be created in an async beforeAll. */
export function describeStorageDriverContract(getDriver: () => StorageDriver): void {
  const newKey = (name = "object.bin") => `contract/${randomUUID()}/${name}`;

  describe("storage driver contract", () => {
    it("stores a buffer and reads it back with its size and content type", async () => {
      const key = newKey();
      await expect(getDriver().put(key, DIGITS, { contentType: "audio/webm" })).resolves.toEqual({ size: 20 });
      const object = await getDriver().get(key);
      expect(await readAll(object.body)).toEqual(DIGITS);
      expect(object).toMatchObject({ size: 20, contentType: "audio/webm", start: 0, end: 19 });
    });

    it("stores streams with and without a declared length", async () => {
      const unknown = newKey();
      const declared = newKey();
      await expect(getDriver().put(unknown, Readable.from(["hello ", "streamed ", "world"]), { contentType: "text/plain" })).resolves.toEqual({ size: 20 });
      await getDriver().put(declared, Readable.from([DIGITS.subarray(0, 7), DIGITS.subarray(7)]), { contentType: "image/png", contentLength: 20 });
      expect((await readAll((await getDriver().get(unknown)).body)).toString()).toBe("hello streamed world");
      expect(await readAll((await getDriver().get(declared)).body)).toEqual(DIGITS);
    });

    it.each([
      ["shorter", 25],
      ["longer", 5],
    ])("rejects a stream %s than its declared length and stores nothing", async (_label, contentLength) => {
      const key = newKey();
      await expect(getDriver().put(key, Readable.from([DIGITS]), { contentType: "audio/webm", contentLength })).rejects.toBeInstanceOf(
        StorageLengthMismatchError,
      );
      await expect(getDriver().head(key)).resolves.toBeNull();
    });

    it("rejects a buffer whose declared length differs", async () => {
      await expect(getDriver().put(newKey(), DIGITS, { contentType: "audio/webm", contentLength: 3 })).rejects.toBeInstanceOf(StorageLengthMismatchError);
    });

    it("keeps nothing when the upload stream fails midway", async () => {
      const key = newKey();
      const failing = new Readable({
        read() {
          this.push(DIGITS);
          this.destroy(new Error("client went away"));
        },
      });
      await expect(getDriver().put(key, failing, { contentType: "audio/webm", contentLength: 40 })).rejects.toThrow("client went away");
      await expect(getDriver().head(key)).resolves.toBeNull();
    });

    it("replaces an object, content type included, on a second put", async () => {
      const key = newKey();
      await getDriver().put(key, DIGITS, { contentType: "audio/webm" });
      await getDriver().put(key, Buffer.from("new"), { contentType: "audio/mpeg" });
      const object = await getDriver().get(key);
      expect((await readAll(object.body)).toString()).toBe("new");
      expect(object).toMatchObject({ size: 3, contentType: "audio/mpeg" });
    });

    it("reads byte ranges: closed, open-ended, clamped past the end, and the last byte", async () => {
      const key = newKey();
      await getDriver().put(key, DIGITS, { contentType: "audio/mpeg" });
      const cases = [
        { range: { start: 2, end: 5 }, text: "2345", end: 5 },
        { range: { start: 15 }, text: "fghij", end: 19 },
        { range: { start: 18, end: 1000 }, text: "ij", end: 19 },
        { range: { start: 19, end: 19 }, text: "j", end: 19 },
      ];
      for (const { range, text, end } of cases) {
        const object = await getDriver().get(key, range);
        expect((await readAll(object.body)).toString()).toBe(text);
        expect(object).toMatchObject({ size: 20, contentType: "audio/mpeg", start: range.start, end });
      }
    });

    it("refuses a range starting at or past the end, reporting the size", async () => {
      const key = newKey();
      await getDriver().put(key, DIGITS, { contentType: "audio/mpeg" });
      for (const start of [20, 500]) {
        const error = await getDriver()
          .get(key, { start })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RangeNotSatisfiableError);
        expect((error as RangeNotSatisfiableError).size).toBe(20);
      }
    });

    it("stores an empty object; any range on it is unsatisfiable", async () => {
      const key = newKey();
      await expect(getDriver().put(key, Buffer.alloc(0), { contentType: "audio/webm" })).resolves.toEqual({ size: 0 });
      const object = await getDriver().get(key);
      expect(await readAll(object.body)).toHaveLength(0);
      expect(object).toMatchObject({ size: 0, start: 0, end: -1 });
      await expect(getDriver().get(key, { start: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it("heads an object, and answers null / StorageNotFoundError for a missing one", async () => {
      const key = newKey();
      await getDriver().put(key, new Uint8Array([1, 2, 3]), { contentType: "image/webp" });
      await expect(getDriver().head(key)).resolves.toEqual({ size: 3, contentType: "image/webp" });
      await expect(getDriver().head(newKey())).resolves.toBeNull();
      await expect(getDriver().get(newKey())).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(getDriver().get(newKey(), { start: 0, end: 1 })).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it("deletes an object, and deleting again is not an error", async () => {
      const key = newKey();
      await getDriver().put(key, DIGITS, { contentType: "audio/webm" });
      await getDriver().delete(key);
      await expect(getDriver().head(key)).resolves.toBeNull();
      await expect(getDriver().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(getDriver().delete(key)).resolves.toBeUndefined();
    });

    it.each(["", "../escape.bin", "a/../../escape.bin", "/etc/passwd", "a\\b.bin", "a//b.bin", "a/", "./a.bin", "a/.meta/b.bin", "a b.bin"])(
      "rejects the key %j in every operation",
      async (key) => {
        const driver = getDriver();
        await expect(driver.put(key, DIGITS, { contentType: "audio/webm" })).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(driver.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(driver.head(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(driver.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      },
    );

    it("streams a multi-megabyte upload of unknown length and reads back the same bytes and ranges", async () => {
      const key = newKey("large.mp3");
      const data = randomBytes(6 * 1024 * 1024 + 123);
      const chunks = function* () {
        for (let offset = 0; offset < data.length; offset += 64 * 1024) yield data.subarray(offset, offset + 64 * 1024);
      };
      await expect(getDriver().put(key, Readable.from(chunks()), { contentType: "audio/mpeg" })).resolves.toEqual({ size: data.length });

      const whole = await getDriver().get(key);
      expect(whole.size).toBe(data.length);
      expect(sha256(await readAll(whole.body))).toBe(sha256(data));

      const start = 3 * 1024 * 1024 - 7;
      const end = start + 1024 * 1024;
      const part = await getDriver().get(key, { start, end });
      expect(sha256(await readAll(part.body))).toBe(sha256(data.subarray(start, end + 1)));
      expect(part).toMatchObject({ start, end, size: data.length });
    }, 60_000);
  });
}
