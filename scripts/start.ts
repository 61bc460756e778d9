// `npm start`: production server. Builds first when no build exists, then the app's server (scripts/server.ts) on PORT.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ConfigError } from "@/lib/env";
import { prepareServices, runAppServer } from "./services";

async function main() {
  if (!existsSync(".next/BUILD_ID")) {
    const build = spawnSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const services = await prepareServices({});
  runAppServer(services, [], { NODE_ENV: "production" });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
