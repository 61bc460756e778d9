// `npm run dev`: embedded services, migrations, then the app's server (scripts/server.ts) in development
// mode, hot reloading, on PORT. It listens on this machine only; `npm run dev -- --lan` (or HOST=0.0.0.0)
// listens on every interface, for a phone on the same network, and says that the local mailbox and test
// payments are then open to that network.
import { parseArgs } from "node:util";
import { ConfigError, getEnv } from "@/lib/env";
import { devHostname, devNetworkWarning } from "@/lib/local-setup";
import { mailTransportOf } from "@/lib/mail/mail-mode";
import { paymentModeOf } from "@/lib/payments/stripe";
import { prepareServices, runAppServer } from "./services";

async function main() {
  const { values } = parseArgs({ options: { lan: { type: "boolean", default: false } } });
  const env = { ...getEnv(), NODE_ENV: "development" as const };
  const hostname = devHostname({ lan: values.lan, host: env.HOST });
  const warning = devNetworkWarning({ hostname, mailbox: mailTransportOf(env) === "outbox", testPayments: paymentModeOf(env) === "test" });
  if (warning) console.warn(warning);
  const services = await prepareServices({});
  runAppServer(services, ["--dev", `--hostname=${hostname}`], { NODE_ENV: "development" });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
