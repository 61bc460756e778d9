// Configuration for the Prisma CLI. The app itself connects through lib/db/client.ts with the
// node-postgres driver adapter; migrations are applied by lib/db/migrate.ts (see docs/ARCHITECTURE.md),
// and stay in the layout `prisma migrate deploy` reads where Prisma's engine is available.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/echobook" },
});
