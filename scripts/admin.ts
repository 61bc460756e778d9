// `npm run admin -- <command>`: operator commands against the configured or embedded database.
import { PrismaPg } from "@prisma/adapter-pg";
import { ZodError } from "zod";
import { runAdminCommand } from "@/lib/admin/commands";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { prepareServices } from "./services";

async function main(): Promise<number> {
  const services = await prepareServices({ quiet: true });
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: services.env.DATABASE_URL }) });
  try {
    console.log(await runAdminCommand(db, process.argv.slice(2)));
    return 0;
  } catch (error) {
    console.error(error instanceof ZodError ? error.issues.map((issue) => issue.message).join("\n") : (error as Error).message);
    return 1;
  } finally {
    await db.$disconnect();
    await services.stop();
  }
}

main().then((code) => process.exit(code));
