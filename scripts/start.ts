// `npm start`: production server. Builds first when no build exists, then `next start`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ConfigError, getEnv } from "@/lib/env";
import { prepareServices, stopOnExit } from "./services";

async function main() {
  const env = getEnv();
  const nextBin = require.resolve("next/dist/bin/next");
  if (!existsSync(".next/BUILD_ID")) {
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const services = await prepareServices({});
  const next = spawn(process.execPath, [nextBin, "start", "-p", String(env.PORT)], {
    stdio: "inherit",
    env: { ...process.env, ...services.env, NODE_ENV: "production" },
  });
  stopOnExit(services, next);
  next.on("exit", async (code) => {
    await services.stop();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
