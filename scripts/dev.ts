// `npm run dev`: embedded services, migrations, then the app's server (scripts/server.ts) in development
// mode, hot reloading, on PORT.
import { ConfigError } from "@/lib/env";
import { prepareServices, runAppServer } from "./services";

async function main() {
  const services = await prepareServices({});
  runAppServer(services, ["--dev", "--hostname=0.0.0.0"], { NODE_ENV: "development" });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
