// Small HTTP client for integration tests against the running app.
import { baseUrl, proxiedBaseUrl } from "./env";

export type TApiResult = { status: number; body: Record<string, unknown>; headers: Headers };

export async function api(
  path: string,
  {
    method = "GET",
    json,
    raw,
    token,
    headers = {},
    base = baseUrl,
  }: {
    method?: string;
    json?: unknown;
    raw?: string | Uint8Array;
    token?: string;
    headers?: Record<string, string>;
    base?: string;
  } = {},
): Promise<TApiResult> {
  const requestHeaders: Record<string, string> = { ...headers };
  if (json !== undefined || raw !== undefined) requestHeaders["content-type"] ??= "application/json";
  if (token) requestHeaders.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: requestHeaders,
    body: json !== undefined ? JSON.stringify(json) : (raw as BodyInit | undefined),
    redirect: "manual",
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.test`;
}

/** A new visitor's address, so the address-keyed limits one test reaches do not touch another. */
export function newAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

/** The header the proxy in front of the proxied instance adds for a visitor at `address`. */
export function asVisitor(address = newAddress()): Record<string, string> {
  return { "x-forwarded-for": address };
}

export async function registerAndGetToken(firstName = "Tess", base = proxiedBaseUrl): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = "correct horse battery";
  const result = await api("/api/auth/register", { base, method: "POST", json: { firstName, email, password }, headers: asVisitor() });
  if (result.status !== 201) throw new Error(`register failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { email, password, token: String(result.body.token) };
}

/** `POST /api/auth/login` on the proxied instance, as the visitor at `visitor`'s address (a new one by default). */
export function login(email: string, password: string, visitor: Record<string, string> = asVisitor()): Promise<TApiResult> {
  return api("/api/auth/login", { base: proxiedBaseUrl, method: "POST", json: { email, password }, headers: visitor });
}

/** A quick message (`GET /api/messages/{id}`) once its MP3 is made, or as it is after 20 s. */
export async function waitForMessageMp3(id: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await api(`/api/messages/${id}`);
    if (body.mp3Url || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `POST /api/personal-messages` (an audio card; `path` for the other card routes) as a new visitor of the
 * proxied instance (the per-address limit is for people), with a bearer token when given.
 */
export async function postCard<TBody = Record<string, unknown>>(opts: {
  token?: string;
  audio?: Uint8Array | null;
  fileName?: string;
  fields?: Record<string, string>;
  path?: string;
}): Promise<{ status: number; body: TBody; headers: Headers }> {
  const form = new FormData();
  if (opts.audio) form.set("audio", new Blob([new Uint8Array(opts.audio)], { type: "audio/webm" }), opts.fileName ?? "card.webm");
  for (const [key, value] of Object.entries(opts.fields ?? {})) form.set(key, value);
  const headers: Record<string, string> = asVisitor();
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const response = await fetch(`${proxiedBaseUrl}${opts.path ?? "/api/personal-messages"}`, { method: "POST", body: form, headers });
  return { status: response.status, body: (await response.json()) as TBody, headers: response.headers };
}
