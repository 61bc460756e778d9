import path from "node:path";
import { storageConfigFromEnv } from "./index";

const noS3 = {
  S3_BUCKET: undefined,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_FORCE_PATH_STYLE: false,
  LOCAL_STORAGE_DIR: undefined,
  dataDir: "/srv/echobook/.data",
};

describe("storageConfigFromEnv", () => {
  it("stores on local disk under the data folder by default", () => {
    expect(storageConfigFromEnv(noS3)).toEqual({ driver: "local", rootDir: "/srv/echobook/.data/uploads" });
  });

  it("honours LOCAL_STORAGE_DIR, resolved to an absolute path", () => {
    expect(storageConfigFromEnv({ ...noS3, LOCAL_STORAGE_DIR: "media" })).toEqual({ driver: "local", rootDir: path.resolve("media") });
  });

  it("switches to S3 when a bucket is set", () => {
    const config = storageConfigFromEnv({ ...noS3, S3_BUCKET: "echobook", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: true });
    expect(config).toMatchObject({ driver: "s3", bucket: "echobook", endpoint: "http://minio:9000", forcePathStyle: true });
  });
});
