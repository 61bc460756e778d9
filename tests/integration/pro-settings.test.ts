// Pro settings over HTTP (spec 002 sections 6 and 7): GET/PUT /api/user/pro-settings, POST
// /api/upload/pro-logo and the public GET /api/user/{creatorId}/pro-settings/public. Only a tier in
// force or an admin may keep them; the logo is re-encoded, replaced files leave storage, and what guests
// see follows the account's standing.
import { existsSync } from "node:fs";
import path from "node:path";
import { decodeJwt } from "jose";
import { PDFDocument } from "pdf-lib";
import { Pool } from "pg";
import sharp from "sharp";
import { IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/user-images/limits";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl, dataDir, databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 1 });
afterAll(() => pool.end());

const stored = (key: string) => existsSync(path.join(dataDir, "uploads", key));

type TAccount = { token: string; userId: string };

async function account(firstName: string, standing: { tier?: string; expiresAt?: Date; isAdmin?: boolean } = {}): Promise<TAccount> {
  const { token } = await registerAndGetToken(firstName);
  const userId = String(decodeJwt(token).userId);
  await pool.query(`UPDATE "User" SET "subscriptionTier" = $2, "subscriptionExpiresAt" = $3, "isAdmin" = $4 WHERE id = $1`, [
    userId,
    standing.tier ?? null,
    standing.expiresAt ?? null,
    standing.isAdmin ?? false,
  ]);
  return { token, userId };
}

async function uploadLogo(bytes: Uint8Array, { token, fileName = "logo.png", type = "image/png" }: { token?: string; fileName?: string; type?: string }) {
  const form = new FormData();
  form.set("logo", new Blob([Buffer.from(bytes)], { type }), fileName);
  const response = await fetch(`${baseUrl}/api/upload/pro-logo`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function logoKey(userId: string): Promise<string | null> {
  const { rows } = await pool.query<{ customLogoKey: string | null }>(`SELECT "customLogoKey" FROM "ProSettings" WHERE "userId" = $1`, [userId]);
  return rows[0]?.customLogoKey ?? null;
}

/** A wide logo with a see-through right half and its maker's name in EXIF. */
function transparentLogo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 400, height: 240, channels: 4, background: "#1a237e" } }, left: 0, top: 0 }])
    .withExif({ IFD0: { Artist: "Secret Logo Maker" } })
    .png()
    .toBuffer();
}

describe("a subscriber's logo", () => {
  it("is uploaded, served as a clean PNG in 600x180, replaced (the old file removed) and removed", async () => {
    const pro = await account("Logan", { tier: "combined_pro" });
    const initial = await api("/api/user/pro-settings", { token: pro.token });
    expect(initial.status).toBe(200);
    expect(initial.body.proSettings).toEqual({ customLogo: null, customButtonColor: "#fcd305", customButtonTextColor: "#000000" });
    expect(initial.headers.get("cache-control")).toBe("no-store");

    const first = await uploadLogo(await transparentLogo(), { token: pro.token });
    expect(first.status).toBe(201);
    const firstUrl = String(first.body.logoUrl);
    expect(firstUrl).toMatch(new RegExp(`^/api/user/${pro.userId}/pro-settings/logo\\?v=logo-[A-Za-z0-9]{22}$`));
    expect(first.body.proSettings).toEqual({ customLogo: firstUrl, customButtonColor: "#fcd305", customButtonTextColor: "#000000" });
    expect((await api("/api/user/pro-settings", { token: pro.token })).body.proSettings).toMatchObject({ customLogo: firstUrl });

    const served = await fetch(`${baseUrl}${firstUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha, meta.exif]).toEqual(["png", 600, 180, true, undefined]);
    expect(bytes.includes("Secret Logo Maker")).toBe(false);

    const shown = await api(`/api/user/${pro.userId}/pro-settings/public`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ customLogo: firstUrl });
    expect(shown.headers.get("cache-control")).toBe("public, max-age=3600");

    const firstKey = (await logoKey(pro.userId)) as string;
    expect(firstKey).toMatch(new RegExp(`^users/${pro.userId}/images/logo-[A-Za-z0-9]{22}\\.png$`));
    expect(stored(firstKey)).toBe(true);

    const jpeg = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#ff8800" } })
      .jpeg()
      .toBuffer();
    const second = await uploadLogo(jpeg, { token: pro.token, fileName: "logo.jpg", type: "image/jpeg" });
    expect(second.status).toBe(201);
    expect(second.body.logoUrl).not.toBe(firstUrl);
    const secondKey = (await logoKey(pro.userId)) as string;
    expect(stored(secondKey)).toBe(true);
    expect(stored(firstKey)).toBe(false);
    // A small logo is not enlarged.
    const secondMeta = await sharp(Buffer.from(await (await fetch(`${baseUrl}${second.body.logoUrl}`)).arrayBuffer())).metadata();
    expect([secondMeta.format, secondMeta.width, secondMeta.height]).toEqual(["png", 120, 40]);

    // The original client sends the uploaded address back: the logo stays as it is.
    const kept = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json: { customLogo: second.body.logoUrl } });
    expect(kept.status).toBe(200);
    expect(kept.body.proSettings).toMatchObject({ customLogo: second.body.logoUrl });

    const removed = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json: { customLogo: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.proSettings).toEqual({ customLogo: null, customButtonColor: "#fcd305", customButtonTextColor: "#000000" });
    expect(stored(secondKey)).toBe(false);
    expect(await logoKey(pro.userId)).toBeNull();
    expect((await api(`/api/user/${pro.userId}/pro-settings/public`)).body).toEqual({ customLogo: null });
    expect((await fetch(`${baseUrl}/api/user/${pro.userId}/pro-settings/logo`)).status).toBe(404);
  });

  it("refuses a PDF named logo.png (415), a file over 5 MB (413) and a missing file (400), keeping the logo it has", async () => {
    const pro = await account("Petra", { tier: "product_seller" });
    expect((await uploadLogo(await transparentLogo(), { token: pro.token })).status).toBe(201);
    const keyBefore = await logoKey(pro.userId);

    const pdf = await PDFDocument.create();
    pdf.addPage([200, 60]).drawText("Logo");
    const renamed = await uploadLogo(await pdf.save(), { token: pro.token, fileName: "logo.png", type: "image/png" });
    expect(renamed.status).toBe(415);
    expect(renamed.body).toMatchObject({ error: "Please select an image file.", code: "UNSUPPORTED_MEDIA_TYPE" });

    const huge = await uploadLogo(new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1), { token: pro.token });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: "Image file size must be less than 5MB.", code: "PAYLOAD_TOO_LARGE" });

    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(await transparentLogo())], { type: "image/png" }), "logo.png");
    const wrongField = await fetch(`${baseUrl}/api/upload/pro-logo`, { method: "POST", body: form, headers: { authorization: `Bearer ${pro.token}` } });
    expect(wrongField.status).toBe(400);

    expect(await logoKey(pro.userId)).toBe(keyBefore);
    expect(stored(String(keyBefore))).toBe(true);
  });

  it("is shown only while the account is a pro account, and comes back with the subscription", async () => {
    const pro = await account("Lapsed", { tier: "guestbook_reseller", expiresAt: new Date(Date.now() + 86_400_000) });
    const uploaded = await uploadLogo(await transparentLogo(), { token: pro.token });
    const guestbook = await api("/api/subscription-guestbooks", { method: "POST", token: pro.token, json: { guestbookName: "Client party" } });
    expect(guestbook.status).toBe(201);
    const guestPage = () => api(`/api/guestbooks/${guestbook.body.guestbookId}/public`);
    expect(((await guestPage()).body.guestbook as Record<string, unknown>).creatorLogoUrl).toBe(uploaded.body.logoUrl);

    await pool.query(`UPDATE "User" SET "subscriptionExpiresAt" = $2 WHERE id = $1`, [pro.userId, new Date(Date.now() - 60_000)]);
    expect((await api(`/api/user/${pro.userId}/pro-settings/public`)).body).toEqual({ customLogo: null });
    expect((await fetch(`${baseUrl}${uploaded.body.logoUrl}`)).status).toBe(404);
    expect(((await guestPage()).body.guestbook as Record<string, unknown>).creatorLogoUrl).toBeNull();
    const refused = await api("/api/user/pro-settings", { token: pro.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("PRO_ACCOUNT_REQUIRED");

    await pool.query(`UPDATE "User" SET "subscriptionExpiresAt" = NULL WHERE id = $1`, [pro.userId]);
    expect((await api(`/api/user/${pro.userId}/pro-settings/public`)).body).toEqual({ customLogo: uploaded.body.logoUrl });
  });

  it("answers no logo for an unknown or malformed creator id", async () => {
    expect((await api("/api/user/AAAAAAAAAAAAAAAAAAAAAA/pro-settings/public")).body).toEqual({ customLogo: null });
    expect((await api("/api/user/not..valid/pro-settings/public")).body).toEqual({ customLogo: null });
    expect((await api("/api/user/AAAAAAAAAAAAAAAAAAAAAA/pro-settings/logo")).status).toBe(404);
  });
});

describe("default button colours", () => {
  it("are saved one at a time (lower case) and new pro guestbooks take them", async () => {
    const pro = await account("Colette", { tier: "corporate" });
    const button = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json: { customButtonColor: "#1A237E" } });
    expect(button.status).toBe(200);
    expect(button.body.proSettings).toEqual({ customLogo: null, customButtonColor: "#1a237e", customButtonTextColor: "#000000" });
    const text = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json: { customButtonTextColor: "#ffffff" } });
    expect(text.body.proSettings).toEqual({ customLogo: null, customButtonColor: "#1a237e", customButtonTextColor: "#ffffff" });
    expect((await api("/api/user/pro-settings", { token: pro.token })).body.proSettings).toEqual(text.body.proSettings);

    const created = await api("/api/subscription-guestbooks", { method: "POST", token: pro.token, json: { guestbookName: "Gala" } });
    expect(created.status).toBe(201);
    expect(created.body.guestbook).toMatchObject({ buttonColor: "#1a237e", buttonTextColor: "#ffffff" });
  });

  it("are the spec's defaults on a pro guestbook of a subscriber who never saved any", async () => {
    const pro = await account("Dee", { tier: "combined_pro" });
    const created = await api("/api/subscription-guestbooks", { method: "POST", token: pro.token, json: { guestbookName: "Launch" } });
    expect(created.body.guestbook).toMatchObject({ buttonColor: "#fcd305", buttonTextColor: "#000000" });
  });

  it.each(["fcd305", "#fcd30", "#FCD3055", "#zzzzzz", "yellow", "", 16_569_093, null])("refuses the colour %j with 400", async (colour) => {
    const pro = await account("Bad", { tier: "combined_pro" });
    for (const field of ["customButtonColor", "customButtonTextColor"]) {
      const refused = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json: { [field]: colour } });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("INVALID_INPUT");
    }
    expect((await api("/api/user/pro-settings", { token: pro.token })).body.proSettings).toMatchObject({
      customButtonColor: "#fcd305",
      customButtonTextColor: "#000000",
    });
  });

  it("refuses an empty body, unknown fields and a logo address from elsewhere", async () => {
    const pro = await account("Odd", { tier: "combined_pro" });
    for (const json of [
      {},
      { customLogoKey: "users/x/images/y.png" },
      { customLogo: "https://evil.example/logo.png" },
      { customLogo: `/api/user/${pro.userId}/pro-settings/logo` },
    ]) {
      const refused = await api("/api/user/pro-settings", { method: "PUT", token: pro.token, json });
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error).toBe("string");
    }
  });
});

describe("who may keep pro settings", () => {
  it("refuses a user with no tier (403 PRO_ACCOUNT_REQUIRED) before reading an upload, and anyone signed out (401)", async () => {
    const standard = await account("Stan");
    const logo = await transparentLogo();
    const calls = [
      () => api("/api/user/pro-settings", { token: standard.token }),
      () => api("/api/user/pro-settings", { method: "PUT", token: standard.token, json: { customButtonColor: "#000000" } }),
      () => uploadLogo(logo, { token: standard.token }),
    ];
    for (const call of calls) {
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: "PRO_ACCOUNT_REQUIRED",
        error: "Pro settings come with a subscription. Please upgrade your account to use them.",
      });
    }
    expect(await logoKey(standard.userId)).toBeNull();

    expect((await api("/api/user/pro-settings")).status).toBe(401);
    expect((await api("/api/user/pro-settings", { method: "PUT", json: { customButtonColor: "#000000" } })).status).toBe(401);
    const signedOut = await uploadLogo(logo, {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe("UNAUTHORIZED");
  });

  it("lets an admin without a tier keep them", async () => {
    const admin = await account("Ada", { isAdmin: true });
    expect((await uploadLogo(await transparentLogo(), { token: admin.token })).status).toBe(201);
    expect((await api("/api/user/pro-settings", { method: "PUT", token: admin.token, json: { customButtonColor: "#00ff00" } })).status).toBe(200);
  });
});
