// The migration that gives images uploaded without an account to their card must keep every row: a
// database made at the migration before it, holding a user's own uploads (used and unused) and pro card
// recipients' uploads (the card's cover, another the recipient dropped, one whose card is gone), is
// migrated; every row is still there with its file's key, the recipients' uploads belong to no account,
// and deleting the card's creator no longer takes them with it.
import { PrismaClient } from "@/lib/generated/prisma/client";
import { migrationDatabase } from "../helpers/migration-database";

const CARD_IMAGES_MIGRATION = "20261127010000_card_images";

type TOldImage = { id: string; userId: string; proAudioMessageId: string | null; storageKey: string; createdAt: string };

describe("the card images migration", () => {
  const database = migrationDatabase("image");
  let prisma: PrismaClient;
  const images: TOldImage[] = [
    // A user's own uploads: one on their guestbook's cover, one never used.
    { id: "own-used", userId: "u1", proAudioMessageId: null, storageKey: "users/u1/images/own-used.jpg", createdAt: "2026-11-01T10:00:00Z" },
    { id: "own-unused", userId: "u1", proAudioMessageId: null, storageKey: "users/u1/images/own-unused.jpg", createdAt: "2026-11-02T10:00:00Z" },
    // Recipients' uploads, kept under the creator before this migration: the card's cover, one the recipient
    // dropped for another, and one whose card was deleted since.
    { id: "card-cover", userId: "u2", proAudioMessageId: "pro1", storageKey: "users/u2/images/card-cover.jpg", createdAt: "2026-11-03T10:00:00Z" },
    { id: "card-dropped", userId: "u2", proAudioMessageId: "pro1", storageKey: "users/u2/images/card-dropped.jpg", createdAt: "2026-11-03T09:00:00Z" },
    { id: "card-gone", userId: "u2", proAudioMessageId: "pro-deleted", storageKey: "users/u2/images/card-gone.jpg", createdAt: "2026-11-04T10:00:00Z" },
  ];

  beforeAll(async () => {
    await database.createBefore(CARD_IMAGES_MIGRATION);

    await database.fill(async (old) => {
      await old.query(
        `INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ('u1', 'host@example.test', 'Host', now()), ('u2', 'seller@example.test', 'Seller', now())`,
      );
      await old.query(
        `INSERT INTO "Guestbook" (id, "ownerId", name, "eventType", "eventDate", title, subtitle, message, "maxGuests", "coverImageUrl", "updatedAt")
         VALUES ('gb1', 'u1', 'Party', 'Wedding', '2026-12-01', 'T', 'S', 'M', 10, '/api/user-images/own-used', now())`,
      );
      await old.query(
        `INSERT INTO "ProAudioMessage" (id, "creatorId", name, title, subtitle, message, "expiresAt", "coverImageUrl", "updatedAt")
         VALUES ('pro1', 'u2', 'n', 't', 's', 'm', now() + interval '1 year', '/api/user-images/card-cover', now())`,
      );
      for (const [n, image] of images.entries()) {
        await old.query(
          `INSERT INTO "UserImage" (id, "userId", "proAudioMessageId", "storageKey", mime, width, height, "sizeBytes", "createdAt")
           VALUES ($1, $2, $3, $4, 'image/jpeg', $5, $6, $7, $8)`,
          [image.id, image.userId, image.proAudioMessageId, image.storageKey, 100 + n, 50 + n, 1000 + n, image.createdAt],
        );
      }
    });

    const migrated = await database.migrateRest();
    expect(migrated.applied).toContain(CARD_IMAGES_MIGRATION);
    prisma = migrated.prisma;
  }, 120_000);

  afterAll(() => database.drop());

  it("keeps every image with its values; a recipient's upload is its card's, no account's", async () => {
    const rows = await prisma.userImage.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(images.length);
    for (const [n, image] of images.entries()) {
      expect(rows.find((row) => row.id === image.id)).toEqual({
        id: image.id,
        userId: image.proAudioMessageId ? null : image.userId,
        proAudioMessageId: image.proAudioMessageId,
        storageKey: image.storageKey,
        mime: "image/jpeg",
        width: 100 + n,
        height: 50 + n,
        sizeBytes: 1000 + n,
        // Stored before WebP copies were made: none (the route answers every width with the JPEG).
        webpWidths: [],
        createdAt: new Date(image.createdAt),
      });
    }
    expect((await prisma.guestbook.findUnique({ where: { id: "gb1" } }))?.coverImageUrl).toBe("/api/user-images/own-used");
    expect((await prisma.cardLook.findUnique({ where: { proAudioMessageId: "pro1" } }))?.coverImageUrl).toBe("/api/user-images/card-cover");
  });

  it("takes an account's own uploads with it, but no longer a card's images with its creator", async () => {
    await prisma.user.delete({ where: { id: "u1" } });
    await prisma.user.delete({ where: { id: "u2" } });
    const left = await prisma.userImage.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect(left.map((row) => row.id)).toEqual(["card-cover", "card-dropped", "card-gone"]);
  });
});
