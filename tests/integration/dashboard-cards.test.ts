// Issue 36 (spec 002 dashboard): the Audio Cards tab lists every card of the user, not the newest 100, so
// search, sort and filter (in the browser) reach the oldest too.
import { Pool } from "pg";
import { asVisitor, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const COPIES = 120;

it("lists all of a user's 121 audio cards, the oldest included", async () => {
  const owner = await registerAndGetToken("Many");
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(await makeToneBytes(1, "webm"))], { type: "audio/webm" }), "card.webm");
  for (const [key, value] of Object.entries({ clientUploadId: crypto.randomUUID(), name: "Newest card", title: "Newest" })) form.set(key, value);
  const made = await fetch(`${proxiedBaseUrl}/api/personal-messages`, {
    method: "POST",
    body: form,
    headers: { ...asVisitor(), authorization: `Bearer ${owner.token}` },
  });
  expect(made.status).toBe(201);
  const { messageId } = (await made.json()) as { messageId: string };
  // 120 older cards, copied from the one made (without its voice or upload id, which are unique).
  await pool.query(
    `INSERT INTO "PersonalMessage"
     SELECT (jsonb_populate_record(NULL::"PersonalMessage", to_jsonb(p) || jsonb_build_object(
       'id', p.id || '-old-' || g, 'name', 'Old card ' || g, 'audioId', NULL, 'clientUploadId', NULL,
       'createdAt', to_jsonb(p."createdAt" - make_interval(days => g))))).*
     FROM "PersonalMessage" p, generate_series(1, $2::int) g WHERE p.id = $1`,
    [messageId, COPIES],
  );
  // And each copy's look, the card's own copied.
  await pool.query(
    `INSERT INTO "CardLook"
     SELECT (jsonb_populate_record(NULL::"CardLook", to_jsonb(l) || jsonb_build_object(
       'id', l.id || '-old-' || g, 'personalMessageId', l."personalMessageId" || '-old-' || g))).*
     FROM "CardLook" l, generate_series(1, $2::int) g WHERE l."personalMessageId" = $1`,
    [messageId, COPIES],
  );

  const page = await fetch(`${baseUrl}/dashboard?tab=audio-messages`, { headers: { cookie: `next-auth.session-token=${owner.token}` } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html.match(/data-testid="audio-card"/g)?.length).toBe(COPIES + 1);
  expect(html).toContain(`Old card ${COPIES}`);
  expect(html).not.toMatch(/newest of/);
});
