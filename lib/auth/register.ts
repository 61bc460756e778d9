import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/http/errors";
import type { TRegisterBody } from "@/lib/validation/auth";
import { hashPassword } from "./password";

export const EMAIL_TAKEN = "An account with this email already exists.";

export async function registerUser({ firstName, email, password }: TRegisterBody) {
  const passwordHash = await hashPassword(password);
  try {
    return await db.user.create({ data: { firstName, email, passwordHash } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
