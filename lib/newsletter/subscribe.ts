import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";

export const ALREADY_SUBSCRIBED = "This email is already subscribed.";

export async function subscribeToNewsletter(email: string): Promise<void> {
  try {
    await db.newsletterSignup.create({ data: { email } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw conflict(ALREADY_SUBSCRIBED);
    throw error;
  }
}
