// `npm run db:migrate`: apply prisma/migrations to the configured or embedded database and stop.
import { prepareServices } from "./services";

prepareServices({})
  .then((services) => services.stop())
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
