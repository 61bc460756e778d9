import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describeStorageDriverContract, readAll } from "@/tests/helpers/storage-driver-contract";
import { createLocalDriver } from "./local";
import type { StorageDriver } from "./types";

let root: string;
let driver: StorageDriver;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "echobook-local-storage-"));
  driver = createLocalDriver(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeStorageDriverContract(() => driver);

describe("local storage driver", () => {
  it("writes the bytes at the key's path under the root", async () => {
    await driver.put("users/u1/audio/r1.webm", Buffer.from("voice"), { contentType: "audio/webm" });
    await expect(readFile(path.join(root, "users", "u1", "audio", "r1.webm"), "utf8")).resolves.toBe("voice");
  });

  it("keeps the content type across driver instances", async () => {
    await driver.put("users/u1/images/i1.png", Buffer.from("png"), { contentType: "image/png" });
    await expect(createLocalDriver(root).head("users/u1/images/i1.png")).resolves.toEqual({ size: 3, contentType: "image/png" });
  });

  it("leaves no temporary files behind after a failed upload", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("boom"));
      },
    });
    await expect(driver.put("users/u1/audio/failed.webm", failing, { contentType: "audio/webm" })).rejects.toThrow("boom");
    await expect(readdir(path.join(root, ".tmp"))).resolves.toEqual([]);
    expect(existsSync(path.join(root, "users", "u1", "audio", "failed.webm"))).toBe(false);
  });

  it("never writes outside the root for an escaping key", async () => {
    await expect(driver.put("../outside.bin", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow();
    expect(existsSync(path.join(root, "..", "outside.bin"))).toBe(false);
  });

  it("finishes an open read with the old bytes when the key is replaced meanwhile", async () => {
    const key = "users/u1/audio/replaced.webm";
    await driver.put(key, Buffer.from("old bytes"), { contentType: "audio/webm" });
    const reading = await driver.get(key);
    await driver.put(key, Buffer.from("new"), { contentType: "audio/webm" });
    expect((await readAll(reading.body)).toString()).toBe("old bytes");
  });

  it("removes the content-type sidecar on delete", async () => {
    await driver.put("users/u1/audio/gone.webm", Buffer.from("x"), { contentType: "audio/webm" });
    await driver.delete("users/u1/audio/gone.webm");
    expect(existsSync(path.join(root, ".meta", "users", "u1", "audio", "gone.webm.json"))).toBe(false);
  });

  it("answers a missing directory-like key as not found", async () => {
    await expect(driver.head("users/u1")).resolves.toBeNull();
    await expect(driver.get("users/u1")).rejects.toMatchObject({ name: "StorageNotFoundError" });
  });

  it("reads a range ending at byte 0", async () => {
    await driver.put("users/u1/audio/first.webm", Buffer.from("abc"), { contentType: "audio/webm" });
    const object = await driver.get("users/u1/audio/first.webm", { start: 0, end: 0 });
    expect((await readAll(object.body)).toString()).toBe("a");
  });
});
