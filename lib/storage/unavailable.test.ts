import { S3ServiceException } from "@aws-sdk/client-s3";
import { StorageNotFoundError, StorageUnavailableError, type StorageDriver } from "./types";
import { isStorageOutage, withOutages } from "./unavailable";

function s3Error(status: number) {
  return new S3ServiceException({
    name: status >= 500 ? "InternalError" : "AccessDenied",
    $fault: status >= 500 ? "server" : "client",
    $metadata: { httpStatusCode: status },
  });
}

describe("isStorageOutage", () => {
  it("is true for S3 unreachable or answering 5xx, and for a failing disk", () => {
    expect(isStorageOutage(s3Error(500))).toBe(true);
    expect(isStorageOutage(s3Error(503))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error("timed out"), { name: "TimeoutError" }))).toBe(true);
    expect(isStorageOutage(new Error("socket hang up"))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }))).toBe(true);
    expect(isStorageOutage(Object.assign(new Error("i/o error"), { code: "EIO" }))).toBe(true);
  });

  it("is false for what another attempt would not fix", () => {
    expect(isStorageOutage(s3Error(403))).toBe(false);
    expect(isStorageOutage(new StorageNotFoundError("a/b"))).toBe(false);
    expect(isStorageOutage(new Error("bad"))).toBe(false);
  });
});

describe("withOutages", () => {
  const failing = (error: unknown): StorageDriver => ({
    put: () => Promise.reject(error),
    get: () => Promise.reject(error),
    head: () => Promise.reject(error),
    delete: () => Promise.reject(error),
  });

  it("turns an outage into StorageUnavailableError and passes the rest through", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const wrapped = withOutages(failing(refused));
    await expect(wrapped.put("a/b", Buffer.from("x"), { contentType: "audio/webm" })).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(wrapped.head("a/b")).rejects.toMatchObject({ name: "StorageUnavailableError", cause: refused });
    const missing = new StorageNotFoundError("a/b");
    await expect(withOutages(failing(missing)).get("a/b")).rejects.toBe(missing);
    expect(withOutages(failing(missing)).signedUrl).toBeUndefined();
  });
});
