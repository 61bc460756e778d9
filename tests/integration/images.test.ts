// Cover images over HTTP: POST /api/upload-image, GET /api/user-images(/{id}) and GET /api/stock-photos.
// The app under test runs without UNSPLASH_ACCESS_KEY, so stock photos come from the bundled library.
import { Pool } from "pg";
import sharp from "sharp";
import { IMAGE_UPLOAD_MAX_BYTES } from "@/lib/images/user-images/limits";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl, databaseUrl } from "@/tests/helpers/env";

type TUploadResult = { status: number; body: Record<string, unknown> };

async function uploadImage(
  bytes: Uint8Array,
  { token, fileName = "photo.png", type = "image/png" }: { token?: string; fileName?: string; type?: string },
): Promise<TUploadResult> {
  const form = new FormData();
  form.set("image", new Blob([Buffer.from(bytes)], { type }), fileName);
  const response = await fetch(`${baseUrl}/api/upload-image`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A landscape PNG whose EXIF says "rotate 90°" and names its owner: neither may survive the upload. */
async function pngWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .withExif({ IFD0: { Artist: "Secret Camera Owner", Copyright: "Secret Camera Owner" } })
    .withMetadata({ orientation: 6 })
    .png()
    .toBuffer();
}

describe("POST /api/upload-image", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Ida"));
  });

  it("stores a PNG as an upright JPEG within 1920 px, without its metadata, served publicly for a year", async () => {
    const png = await pngWithExif(2400, 1600);
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const uploaded = await uploadImage(png, { token });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.imageUrl).toMatch(/^\/api\/user-images\/[A-Za-z0-9]{22}$/);
    expect(uploaded.body.image).toMatchObject({ url: uploaded.body.imageUrl, isSolidColor: false, color: null, width: 1280, height: 1920 });

    const served = await fetch(`${baseUrl}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    // Deletable: shared caches keep it 5 minutes, never a year.
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("jpeg");
    // Turned by its orientation (landscape in, portrait out), scaled into 1920x1920.
    expect([meta.width, meta.height]).toEqual([1280, 1920]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes("Secret Camera Owner")).toBe(false);

    // Its WebP copies, asked for by width (the cover's srcset), each cached as the image is.
    for (const width of [480, 800, 1200]) {
      const copy = await fetch(`${baseUrl}${uploaded.body.imageUrl}?w=${width}`);
      expect([copy.status, copy.headers.get("content-type"), copy.headers.get("cache-control")]).toEqual([200, "image/webp", "public, max-age=300"]);
      const copyBytes = Buffer.from(await copy.arrayBuffer());
      const copyMeta = await sharp(copyBytes).metadata();
      expect([copyMeta.format, copyMeta.width, copyMeta.height, copyMeta.exif]).toEqual(["webp", width, width * 1.5, undefined]);
      expect(copyBytes.includes("Secret Camera Owner")).toBe(false);
    }
    const odd = await api(`${uploaded.body.imageUrl}?w=640`);
    expect([odd.status, odd.body.error]).toEqual([400, "Image width must be one of 480, 800, 1200."]);
  });

  it("does not enlarge a small image", async () => {
    const small = await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadImage(small, { token });
    expect(uploaded.status).toBe(201);
    const bytes = Buffer.from(await (await fetch(`${baseUrl}${uploaded.body.imageUrl}`)).arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([320, 200]);
    // Transparency becomes white, not black.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    // One WebP copy, at its own width, answers every width asked for.
    for (const width of [480, 1200]) {
      const copy = await fetch(`${baseUrl}${uploaded.body.imageUrl}?w=${width}`);
      expect(copy.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(320);
    }
  });

  it("answers an image stored before WebP copies were made with its JPEG at every width", async () => {
    const uploaded = await uploadImage(await pngWithExif(900, 600), { token });
    const id = String(uploaded.body.imageUrl).split("/").pop()!;
    const pool = new Pool({ connectionString: databaseUrl });
    try {
      await pool.query(`UPDATE "UserImage" SET "webpWidths" = '{}' WHERE id = $1`, [id]);
    } finally {
      await pool.end();
    }
    const old = await fetch(`${baseUrl}${uploaded.body.imageUrl}?w=800`);
    expect([old.status, old.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect((await sharp(Buffer.from(await old.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("refuses a file that is not an image, whatever its name and declared type", async () => {
    const text = new TextEncoder().encode("Definitely not a picture.\n".repeat(50));
    const refused = await uploadImage(text, { token, fileName: "cover.png", type: "image/png" });
    expect(refused.status).toBe(415);
    expect(refused.body.error).toBe("Please select an image file.");

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await uploadImage(svg, { token, fileName: "cover.svg", type: "image/svg+xml" })).body.error).toBe("Please select an image file.");
  });

  it("refuses an image over 5 MB with the spec's text", async () => {
    const justOver = await uploadImage(new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1), { token });
    expect(justOver.status).toBe(413);
    expect(justOver.body.error).toBe("Image file size must be less than 5MB.");

    const far = await uploadImage(new Uint8Array(8 * 1024 * 1024), { token });
    expect(far.status).toBe(413);
    expect(far.body.error).toBe("Image file size must be less than 5MB.");
  });

  it("needs a signed-in user", async () => {
    const png = await pngWithExif(40, 30);
    expect((await uploadImage(png, {})).status).toBe(401);
    expect((await api("/api/user-images")).status).toBe(401);
  });
});

describe("GET /api/user-images", () => {
  it("lists the caller's own images, newest first", async () => {
    const ana = await registerAndGetToken("Ana");
    const ben = await registerAndGetToken("Ben");
    const png = await pngWithExif(64, 48);
    const first = await uploadImage(png, { token: ana.token });
    const second = await uploadImage(png, { token: ana.token });
    const bens = await uploadImage(png, { token: ben.token });
    expect([first.status, second.status, bens.status]).toEqual([201, 201, 201]);

    const list = await api("/api/user-images", { token: ana.token });
    expect(list.status).toBe(200);
    const urls = (list.body.images as { url: string }[]).map((image) => image.url);
    expect(urls).toEqual([second.body.imageUrl, first.body.imageUrl]);

    const benList = await api("/api/user-images", { token: ben.token });
    expect((benList.body.images as { url: string }[]).map((image) => image.url)).toEqual([bens.body.imageUrl]);
  });

  it("answers 404 for an unknown or malformed image id", async () => {
    expect((await api("/api/user-images/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await api("/api/user-images/not..valid")).status).toBe(404);
  });
});

describe("GET /api/stock-photos", () => {
  type TPage = { photos: { id: string; url: string; category: string; isSolidColor: boolean }[]; hasMore: boolean };
  const page = async (query: string) => (await api(`/api/stock-photos?${query}`)).body as unknown as TPage;

  it("pages the library 12 at a time, from page 1, with hasMore", async () => {
    const first = await page("category=All&page=1");
    const second = await page("category=All&page=2");
    expect(first.photos).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(second.photos.length).toBeGreaterThan(0);
    expect(second.hasMore).toBe(false);
    const ids = [...first.photos, ...second.photos].map((photo) => photo.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await page("")).toEqual(first);

    const served = await fetch(`${baseUrl}${first.photos[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    await served.arrayBuffer();
  });

  it("filters by category and search text", async () => {
    const weddings = await page("category=Wedding");
    expect(weddings.photos.length).toBeGreaterThanOrEqual(3);
    expect(weddings.photos.every((photo) => photo.category === "Wedding" && !photo.isSolidColor)).toBe(true);
    const lakes = await page("query=LAKE");
    expect(lakes.photos.length).toBeGreaterThan(0);
    expect((await page("query=zzzz-nothing")).photos).toEqual([]);
    expect((await api("/api/stock-photos?category=Nope")).status).toBe(400);
  });

  it("takes the union of both specs' categories, each with photos, 'Baby Shower' by its name", async () => {
    for (const category of ["Baby Shower", "Holiday", "Corporate", "Other"]) {
      const found = await page(`category=${encodeURIComponent(category)}`);
      expect({ category, enough: found.photos.length >= 3, all: found.photos.every((photo) => photo.category === category) }).toEqual({
        category,
        enough: true,
        all: true,
      });
    }
  });
});

describe("POST /api/stock-photos/track", () => {
  it("accepts only Unsplash API URLs, and does nothing without a key", async () => {
    const tracked = await api("/api/stock-photos/track", { method: "POST", json: { downloadLocation: "https://api.unsplash.com/photos/a1/download" } });
    expect(tracked.status).toBe(204);
    const elsewhere = await api("/api/stock-photos/track", { method: "POST", json: { downloadLocation: "https://evil.test/photos/a1/download" } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe("downloadLocation must be an Unsplash API URL.");
  });
});
