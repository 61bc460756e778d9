// `npm run dev`: embedded services, migrations, then `next dev` on APP_URL's port.
import { spawn } from "node:child_process";
import { ConfigError, getEnv } from "@/lib/env";
import { prepareServices, stopOnExit } from "./services";

async function main() {
  const env = getEnv();
  const services = await prepareServices({});
  const next = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "dev", "-p", String(env.PORT), "-H", "0.0.0.0"], {
    stdio: "inherit",
    env: { ...process.env, ...services.env },
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
