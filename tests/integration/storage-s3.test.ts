// The storage driver contract against a real S3-protocol server: s3rver, started here on a random port
// with a throwaway directory, spoken to path-style like MinIO or a self-hosted endpoint would be.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { describeStorageDriverContract, readAll } from "@/tests/helpers/storage-driver-contract";
import { createStorage, storageConfigFromEnv } from "@/lib/storage";
import { storageResponse } from "@/lib/storage/http";
import { createS3Client, createS3Driver, type TS3StorageConfig } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/types";

type TS3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
type TS3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };
// s3rver ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require("s3rver") as new (options: TS3rverOptions) => TS3rver;

const BUCKET = "echobook-test";
let server: TS3rver;
let directory: string;
let config: TS3StorageConfig;
const clients: S3Client[] = [];
let driver: StorageDriver;

function driverFor(overrides: Partial<TS3StorageConfig> = {}): StorageDriver {
  const client = createS3Client({ ...config, ...overrides });
  clients.push(client);
  return createS3Driver({ ...config, ...overrides }, client);
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "echobook-s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  // s3rver's built-in account.
  config = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  driver = driverFor();
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describeStorageDriverContract(() => driver);

describe("S3 storage driver", () => {
  it("is what the environment selects when S3_BUCKET is set", async () => {
    const fromEnv = storageConfigFromEnv({
      S3_BUCKET: BUCKET,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
      LOCAL_STORAGE_DIR: undefined,
      dataDir: directory,
    });
    expect(fromEnv).toEqual({ driver: "s3", ...config });
    const storage = createStorage(fromEnv);
    await storage.put("guestbooks/gb1/audio/r1.webm", Buffer.from("from env"), { contentType: "audio/webm" });
    expect((await readAll((await driver.get("guestbooks/gb1/audio/r1.webm")).body)).toString()).toBe("from env");
  });

  // s3rver checks the access key id but not SigV4 signatures, so a wrong secret would not be noticed here.
  it("is refused by the server with an unknown access key", async () => {
    const wrong = driverFor({ accessKeyId: "UNKNOWN" });
    await expect(wrong.put("guestbooks/gb1/audio/r2.webm", Buffer.from("x"), { contentType: "audio/webm" })).rejects.toThrow();
    await expect(driver.head("guestbooks/gb1/audio/r2.webm")).resolves.toBeNull();
  });

  it("serves byte ranges over HTTP from the bucket", async () => {
    const key = "messages/m1/audio/r1.mp3";
    await driver.put(key, Buffer.from("0123456789"), { contentType: "audio/mpeg" });
    const request = (range: string) => new Request("http://localhost/audio", { headers: { range } });

    const tail = await storageResponse(request("bytes=-3"), key, { storage: driver });
    expect([tail.status, tail.headers.get("content-range"), await tail.text()]).toEqual([206, "bytes 7-9/10", "789"]);
    const middle = await storageResponse(request("bytes=2-5"), key, { storage: driver });
    expect([middle.status, middle.headers.get("content-type"), await middle.text()]).toEqual([206, "audio/mpeg", "2345"]);
    const beyond = await storageResponse(request("bytes=10-"), key, { storage: driver });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([416, "bytes */10"]);
  });

  it("answers a play or download with a redirect to a signed URL that serves the object, its ranges and its headers", async () => {
    const key = "messages/m1/exports/r2.mp3";
    await driver.put(key, Buffer.from("0123456789"), { contentType: "application/octet-stream" });
    const response = await storageResponse(new Request("http://localhost/audio"), key, {
      storage: driver,
      redirect: true,
      contentType: "audio/mpeg",
      downloadName: "Grandma’s 90th.mp3",
      cacheControl: "public, max-age=86400",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(`${config.endpoint}/${BUCKET}/${key}?`)).toBe(true);
    // It works for five minutes at most: players ask the app's address again, which signs a new one.
    expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe("300");
    expect(response.body).toBeNull();

    const ranged = await fetch(location, { headers: { range: "bytes=2-5" } });
    expect([ranged.status, ranged.headers.get("content-range"), await ranged.text()]).toEqual([206, "bytes 2-5/10", "2345"]);
    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(whole.headers.get("content-disposition")).toBe(`attachment; filename="Grandma_s 90th.mp3"; filename*=UTF-8''Grandma%E2%80%99s%2090th.mp3`);
    expect(await whole.text()).toBe("0123456789");
  });

  it("refuses a signed URL once it has expired, and a missing object is not signed at all", async () => {
    const key = "messages/m1/exports/r3.mp3";
    await driver.put(key, Buffer.from("abc"), { contentType: "audio/mpeg" });
    const response = await storageResponse(new Request("http://localhost/audio"), key, { storage: driver, redirect: true, signedUrlSeconds: 1 });
    const location = response.headers.get("location") ?? "";
    expect((await fetch(location)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await fetch(location, { headers: { range: "bytes=0-1" } });
    expect(expired.status).toBe(403);
    expect(await expired.text()).not.toContain("abc");

    await expect(
      storageResponse(new Request("http://localhost/audio"), "messages/m1/exports/none.mp3", { storage: driver, redirect: true }),
    ).rejects.toMatchObject({
      name: "StorageNotFoundError",
    });
  });
});
