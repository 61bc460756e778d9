// Entry point: getStorage() picks the driver from the environment once; createStorage() builds one for tests.
import "server-only";
import path from "node:path";
import { getEnv, type TEnv } from "@/lib/env";
import { createLocalDriver } from "./local";
import { createS3Driver, type TS3StorageConfig } from "./s3";
import type { StorageDriver } from "./types";
import { withOutages } from "./unavailable";

export * from "./types";
export { storageKey, type TStorageScope } from "./keys";

export type TStorageConfig = { driver: "local"; rootDir: string } | ({ driver: "s3" } & TS3StorageConfig);

type TStorageEnv = Pick<
  TEnv,
  "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE" | "LOCAL_STORAGE_DIR" | "dataDir"
>;

export function storageConfigFromEnv(env: TStorageEnv): TStorageConfig {
  if (env.S3_BUCKET) {
    return {
      driver: "s3",
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  return { driver: "local", rootDir: path.resolve(/*turbopackIgnore: true*/ env.LOCAL_STORAGE_DIR ?? path.join(env.dataDir, "uploads")) };
}

/** Its outages (S3 unreachable or 5xx, disk errors) throw StorageUnavailableError, answered 503. */
export function createStorage(config: TStorageConfig): StorageDriver {
  return withOutages(config.driver === "s3" ? createS3Driver(config) : createLocalDriver(config.rootDir));
}

let cached: StorageDriver | undefined;

export function getStorage(): StorageDriver {
  cached ??= createStorage(storageConfigFromEnv(getEnv()));
  return cached;
}
