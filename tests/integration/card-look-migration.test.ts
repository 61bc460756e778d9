// The migration that moves both kinds of card's look and hosting columns into CardLook must keep every
// value: a database made at the migration before it, holding standard and pro cards with looks of their
// own and with the old columns' defaults, is migrated; each card has exactly one look with its values
// (a standard card without a cover title colour), the old columns are gone, the table refuses a look of
// no card, of two, or a cover title colour on a standard card, and deleting a card (or its owner) deletes
// its look.
import { Client } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { migrationDatabase } from "../helpers/migration-database";

const CARD_LOOKS_MIGRATION = "20261201010000_card_looks";

const OWN_LOOK = {
  title: "Für Ingrid",
  subtitle: "Frohe Weihnachten",
  message: "Hör mal!",
  coverImageUrl: "/api/user-images/img-1",
  coverImagePhotographer: "Ann Example",
  coverImageUnsplashUrl: "https://unsplash.com/@ann",
  buttonColor: "#112233",
  buttonTextColor: "#445566",
  titleColor: "#778899",
  subtitleColor: "#aabbcc",
  showOverlay: false,
  allowDownload: false,
  foreverHostingEnabled: false,
  foreverHosted: true,
};
const LOOK_COLUMNS = Object.keys(OWN_LOOK);

/** What the old tables' defaults gave a card made with its texts only. */
const STANDARD_DEFAULTS = {
  title: "t",
  subtitle: "s",
  message: "m",
  coverImageUrl: null,
  coverImagePhotographer: null,
  coverImageUnsplashUrl: null,
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  titleColor: "#ffffff",
  subtitleColor: "#666666",
  showOverlay: true,
  allowDownload: true,
  foreverHostingEnabled: true,
  foreverHosted: false,
};
const PRO_DEFAULTS = { ...STANDARD_DEFAULTS, titleColor: "#000000" };

describe("the card looks migration", () => {
  const database = migrationDatabase("card_look");
  const { url } = database;
  let prisma: PrismaClient;

  beforeAll(async () => {
    await database.createBefore(CARD_LOOKS_MIGRATION);

    await database.fill(async (old) => {
      await old.query(
        `INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ('u1', 'host@example.test', 'Host', now()), ('u2', 'seller@example.test', 'Seller', now())`,
      );
      const values = LOOK_COLUMNS.map((_, n) => `$${n + 1}`).join(", ");
      const quoted = LOOK_COLUMNS.map((column) => `"${column}"`).join(", ");
      await old.query(
        `INSERT INTO "PersonalMessage" (id, "ownerId", name, "updatedAt", ${quoted}) VALUES ('card-own', 'u1', 'Mine', now(), ${values})`,
        Object.values(OWN_LOOK),
      );
      await old.query(
        `INSERT INTO "PersonalMessage" (id, "ownerId", name, title, subtitle, message, "updatedAt") VALUES ('card-plain', 'u1', 'n', 't', 's', 'm', now())`,
      );
      await old.query(
        `INSERT INTO "ProAudioMessage" (id, "creatorId", name, "expiresAt", "updatedAt", "coverTitleColor", ${quoted})
         VALUES ('pro-own', 'u2', 'Gift', now() + interval '1 year', now(), '#ddeeff', ${values})`,
        Object.values(OWN_LOOK),
      );
      await old.query(
        `INSERT INTO "ProAudioMessage" (id, "creatorId", name, title, subtitle, message, "expiresAt", "updatedAt")
         VALUES ('pro-plain', 'u2', 'n', 't', 's', 'm', now() + interval '1 year', now())`,
      );
    });

    const migrated = await database.migrateRest();
    expect(migrated.applied).toContain(CARD_LOOKS_MIGRATION);
    prisma = migrated.prisma;
  }, 120_000);

  afterAll(() => database.drop());

  it("gives every card one look with its values, and drops the old columns", async () => {
    const looks = await prisma.cardLook.findMany();
    expect(looks).toHaveLength(4);
    const lookOf = (where: { personalMessageId: string } | { proAudioMessageId: string }) => prisma.cardLook.findUniqueOrThrow({ where, omit: { id: true } });
    expect(await lookOf({ personalMessageId: "card-own" })).toEqual({
      personalMessageId: "card-own",
      proAudioMessageId: null,
      coverTitleColor: null,
      ...OWN_LOOK,
    });
    expect(await lookOf({ personalMessageId: "card-plain" })).toEqual({
      personalMessageId: "card-plain",
      proAudioMessageId: null,
      coverTitleColor: null,
      ...STANDARD_DEFAULTS,
    });
    expect(await lookOf({ proAudioMessageId: "pro-own" })).toEqual({
      personalMessageId: null,
      proAudioMessageId: "pro-own",
      coverTitleColor: "#ddeeff",
      ...OWN_LOOK,
    });
    expect(await lookOf({ proAudioMessageId: "pro-plain" })).toEqual({
      personalMessageId: null,
      proAudioMessageId: "pro-plain",
      coverTitleColor: "#ffffff",
      ...PRO_DEFAULTS,
    });
    // Read through the relation as the app reads a card.
    const card = await prisma.personalMessage.findUniqueOrThrow({ where: { id: "card-own" }, include: { look: true } });
    expect(card.look?.title).toBe("Für Ingrid");

    const left = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_name IN ('PersonalMessage', 'ProAudioMessage') AND column_name = ANY(${[...LOOK_COLUMNS, "coverTitleColor"]})`;
    expect(left).toEqual([]);
  });

  it("refuses a look of no card, of two cards, and a cover title colour on a standard card or none on a pro card", async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    const insert = (card: { personal?: string; pro?: string; coverTitleColor?: string }) =>
      client.query(
        `INSERT INTO "CardLook" (id, "personalMessageId", "proAudioMessageId", "coverTitleColor", title, subtitle, message, "buttonColor", "buttonTextColor",
           "titleColor", "subtitleColor", "showOverlay", "allowDownload", "foreverHostingEnabled", "foreverHosted")
         VALUES (gen_random_uuid()::text, $1, $2, $3, 't', 's', 'm', '#000000', '#000000', '#000000', '#000000', true, true, true, false)`,
        [card.personal ?? null, card.pro ?? null, card.coverTitleColor ?? null],
      );
    try {
      await client.query(`INSERT INTO "PersonalMessage" (id, "ownerId", name, "updatedAt") VALUES ('card-new', 'u1', 'New', now())`);
      await client.query(`INSERT INTO "ProAudioMessage" (id, "creatorId", name, "expiresAt", "updatedAt") VALUES ('pro-new', 'u2', 'New', now(), now())`);
      await expect(insert({})).rejects.toThrow(/CardLook_one_card_check/);
      await expect(insert({ personal: "card-new", pro: "pro-new", coverTitleColor: "#ffffff" })).rejects.toThrow(/CardLook_one_card_check/);
      await expect(insert({ personal: "card-new", coverTitleColor: "#ffffff" })).rejects.toThrow(/CardLook_coverTitleColor_check/);
      await expect(insert({ pro: "pro-new" })).rejects.toThrow(/CardLook_coverTitleColor_check/);
      // One look a card.
      await expect(insert({ personal: "card-own" })).rejects.toThrow(/CardLook_personalMessageId_key/);
      await expect(insert({ personal: "no-such-card" })).rejects.toThrow(/CardLook_personalMessageId_fkey/);
      await client.query(`DELETE FROM "PersonalMessage" WHERE id = 'card-new'`);
      await client.query(`DELETE FROM "ProAudioMessage" WHERE id = 'pro-new'`);
    } finally {
      await client.end();
    }
  });

  it("deletes a card's look with the card, and with its owner's account", async () => {
    await prisma.personalMessage.delete({ where: { id: "card-plain" } });
    await prisma.proAudioMessage.deleteMany({ where: { id: "pro-plain" } });
    const cardOf = (look: { personalMessageId: string | null; proAudioMessageId: string | null }) => look.personalMessageId ?? look.proAudioMessageId;
    expect((await prisma.cardLook.findMany()).map(cardOf).sort()).toEqual(["card-own", "pro-own"]);

    await prisma.user.delete({ where: { id: "u2" } });
    expect((await prisma.cardLook.findMany()).map(cardOf)).toEqual(["card-own"]);
    await prisma.user.delete({ where: { id: "u1" } });
    expect(await prisma.cardLook.count()).toBe(0);
  });
});
