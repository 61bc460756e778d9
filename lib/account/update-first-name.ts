// The signed-in user's first name, as the account settings change it.
import "server-only";
import { db } from "@/lib/db/client";

export async function updateFirstName({ userId, firstName }: { userId: string; firstName: string }): Promise<{ firstName: string }> {
  return db.user.update({ where: { id: userId }, data: { firstName }, select: { firstName: true } });
}
