// Every /api route of the platform answers bad input with a 4xx and { error }, never a 500.
import { api, registerAndGetToken } from "../helpers/api";

const ONE_MEGABYTE_STRING = "x".repeat(1024 * 1024);

type TRoute = { method: string; path: string; auth?: boolean; fields: string[] };

const ROUTES: TRoute[] = [
  { method: "POST", path: "/api/auth/register", fields: ["firstName", "email", "password"] },
  { method: "POST", path: "/api/auth/login", fields: ["email", "password"] },
  { method: "POST", path: "/api/auth/google", fields: ["credential"] },
  { method: "POST", path: "/api/newsletter", fields: ["email"] },
  { method: "PUT", path: "/api/user/first-name", auth: true, fields: ["firstName"] },
  { method: "POST", path: "/api/guestbooks", auth: true, fields: ["guestbookName", "eventType", "eventDate", "tierIdx"] },
];

describe.each(ROUTES)("$method $path with bad input", ({ method, path, auth, fields }) => {
  let token: string | undefined;
  beforeAll(async () => {
    if (auth) token = (await registerAndGetToken()).token;
  });

  const cases: [string, { raw?: string; json?: unknown; headers?: Record<string, string> }][] = [
    ["malformed JSON", { raw: "{not json" }],
    ["an empty body", { raw: "" }],
    ["a JSON array", { json: [] }],
    ["JSON null", { json: null }],
    ["missing fields", { json: {} }],
    ["wrong types", { json: Object.fromEntries(fields.map((field) => [field, 12345])) }],
    ["nested objects", { json: Object.fromEntries(fields.map((field) => [field, { $gt: "" }])) }],
    ["a 1 MB string", { json: Object.fromEntries(fields.map((field) => [field, ONE_MEGABYTE_STRING])) }],
    ["a non-JSON content type", { raw: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } }],
  ];

  it.each(cases)("answers %s with a 4xx and { error }", async (_name, request) => {
    const result = await api(path, { method, token, ...request });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(typeof result.body.error).toBe("string");
    expect(String(result.body.error)).not.toMatch(/at \w+ \(|prisma|stack|node_modules/i);
  });
});

describe("PUT /api/guestbooks/{id} with bad input", () => {
  const fields = ["guestbookName", "eventDate", "maxRecordingDuration", "coverImageUrl", "titleColor", "closeDate"];
  let token = "";
  let path = "";
  beforeAll(async () => {
    token = (await registerAndGetToken()).token;
    const created = await api("/api/guestbooks", {
      method: "POST",
      token,
      json: { guestbookName: "Bad input", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0 },
    });
    path = `/api/guestbooks/${(created.body.guestbook as { id: string }).id}`;
  });

  it.each<[string, { raw?: string; json?: unknown; headers?: Record<string, string> }]>([
    ["malformed JSON", { raw: "{not json" }],
    ["a JSON array", { json: [] }],
    ["wrong types", { json: Object.fromEntries(fields.map((field) => [field, 12345])) }],
    ["nested objects", { json: Object.fromEntries(fields.map((field) => [field, { $gt: "" }])) }],
    ["a 1 MB string", { json: Object.fromEntries(fields.map((field) => [field, ONE_MEGABYTE_STRING])) }],
    ["an unknown field", { json: { ownerId: "someone-else" } }],
    ["a cover image from another site", { json: { coverImageUrl: "https://evil.example/x.jpg" } }],
    ["a javascript: cover", { json: { coverImageUrl: "javascript:alert(1)" } }],
  ])("answers %s with a 4xx and { error }", async (_name, request) => {
    const result = await api(path, { method: "PUT", token, ...request });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(typeof result.body.error).toBe("string");
  });

  // A custom colour that is not #rrggbb (spec 001's pickers send only that form) is refused whole.
  it.each(["red", "#fff", "#12345g", "rgb(0, 0, 0)", "#1234567", " #123456"])("refuses the colour %j with 400 and saves nothing", async (colour) => {
    const before = await api(path, { token });
    for (const field of ["titleColor", "buttonColor", "buttonTextColor", "themeColor"]) {
      const result = await api(path, { method: "PUT", token, json: { title: "Changed with a bad colour", [field]: colour } });
      expect(result.status).toBe(400);
      expect(result.body.error).toEqual(expect.any(String));
    }
    const after = await api(path, { token });
    expect(after.body).toEqual(before.body);
  });
});

describe("unknown methods and security headers", () => {
  it("answers 405 for a method a route does not have", async () => {
    const result = await api("/api/auth/register", { method: "DELETE" });
    expect(result.status).toBe(405);
  });

  it("sends nosniff, a referrer policy, frame-ancestors and a CSP on API answers and pages", async () => {
    for (const path of ["/api/health", "/", "/login"]) {
      const result = await api(path);
      expect(result.headers.get("x-content-type-options")).toBe("nosniff");
      expect(result.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(result.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    }
    const page = await api("/");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });
});
