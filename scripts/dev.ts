// `npm run dev`: embedded services, migrations, then `next dev` on PORT.
import { ConfigError, getEnv } from "@/lib/env";
import { prepareServices, runNextWith } from "./services";

async function main() {
  const services = await prepareServices({});
  runNextWith(services, ["dev", "-p", String(getEnv().PORT), "-H", "0.0.0.0"]);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
