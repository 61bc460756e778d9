// One statement (or a few) straight against the test run's database, for what a test must set up or
// read that the API does not offer (a tier a purchase would set, a date in the past, a count).
import { Client } from "pg";
import { databaseUrl } from "./env";

export async function withTestDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function testSql(text: string, values: unknown[]): Promise<void> {
  await withTestDatabase((client) => client.query(text, values));
}

/** The id of the user registered with `email`. */
export async function userIdOf(email: string): Promise<string> {
  const { rows } = await withTestDatabase((client) => client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]));
  if (!rows[0]) throw new Error(`no user with the address ${email}`);
  return rows[0].id;
}
