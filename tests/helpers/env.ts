// What scripts/test.ts hands the test processes: where the app under test answers and its database.
export const baseUrl = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3100";
export const databaseUrl = process.env.DATABASE_URL ?? "";
export const dataDir = process.env.TEST_DATA_DIR ?? ".data/test";
