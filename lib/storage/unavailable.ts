// Storage failures a later attempt can get past (S3 unreachable, timing out or answering 5xx; a local disk
// that is full, read-only or failing) become StorageUnavailableError, which the API answers 503 with
// Retry-After. Everything else (a missing object, a bad range or key, a wrong length, a refused
// credential) passes through unchanged.
import { S3ServiceException } from "@aws-sdk/client-s3";
import { StorageUnavailableError, type StorageDriver } from "./types";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const DISK_CODES = new Set(["EIO", "ENOSPC", "EROFS", "EDQUOT", "EMFILE", "ENFILE", "EBUSY", "ENOTCONN", "ESTALE", "EAGAIN", "EACCES", "EPERM"]);
const NETWORK_NAMES = new Set(["TimeoutError", "RequestTimeout", "RequestTimeoutException", "NetworkingError"]);

export function isStorageOutage(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 500) >= 500;
  if (typeof error !== "object" || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || DISK_CODES.has(code))) return true;
  if (typeof name === "string" && NETWORK_NAMES.has(name)) return true;
  return typeof message === "string" && /socket hang up/i.test(message);
}

function translate(error: unknown): never {
  throw isStorageOutage(error) ? new StorageUnavailableError(error) : error;
}

export function withOutages(driver: StorageDriver): StorageDriver {
  const { signedUrl } = driver;
  return {
    put: (key, body, opts) => driver.put(key, body, opts).catch(translate),
    get: (key, range) => driver.get(key, range).catch(translate),
    head: (key) => driver.head(key).catch(translate),
    delete: (key) => driver.delete(key).catch(translate),
    ...(signedUrl ? { signedUrl: (key: string, opts: Parameters<typeof signedUrl>[1]) => signedUrl.call(driver, key, opts).catch(translate) } : {}),
  };
}
