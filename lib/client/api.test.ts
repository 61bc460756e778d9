import { z } from "zod";
import { loginUrl } from "@/lib/auth/login-url";
import { ApiClientError, apiDelete, apiFetch, apiJson, hasCode, messageOf, ownerFetch, swrFetcher } from "./api";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(body: unknown, init: ResponseInit = {}) {
  global.fetch = (async () => new Response(typeof body === "string" ? body : JSON.stringify(body), init)) as typeof fetch;
}

async function failure(call: Promise<unknown>): Promise<ApiClientError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiClientError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("the browser's /api client", () => {
  it("sends JSON with the session cookie and answers the parsed body", async () => {
    const calls: RequestInit[] = [];
    global.fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return Response.json({ ok: 1 });
    }) as typeof fetch;
    expect(await apiJson("/api/x", { json: { a: 1 } })).toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect((calls[0].headers as Record<string, string>)["content-type"]).toBe("application/json");
  });

  it("sends multipart bodies as they are, without a JSON content type", async () => {
    const calls: RequestInit[] = [];
    global.fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return Response.json({});
    }) as typeof fetch;
    const form = new FormData();
    form.set("a", "b");
    await apiFetch("/api/upload", { form });
    expect(calls[0].body).toBe(form);
    expect((calls[0].headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("throws the server's code, text, details and Retry-After", async () => {
    answer({ error: "Taken", code: "FREE_GUESTBOOK_USED", existingGuestbookName: "A" }, { status: 400, headers: { "retry-after": "7" } });
    const error = await failure(apiJson("/api/guestbooks"));
    expect(error).toMatchObject({ status: 400, code: "FREE_GUESTBOOK_USED", serverMessage: "Taken", retryAfterSeconds: 7 });
    expect(error.body.existingGuestbookName).toBe("A");
    expect(messageOf(error, "fallback")).toBe("Taken");
  });

  it("gives an error without a code the one its status stands for", async () => {
    answer("<html>Bad gateway</html>", { status: 502 });
    expect(await failure(apiJson("/api/x"))).toMatchObject({ status: 502, code: "UPSTREAM", serverMessage: null });
  });

  it("lets a call accept statuses that are not errors for it", async () => {
    answer({ error: "Still making it" }, { status: 409 });
    expect((await apiFetch("/api/mp3", { okStatuses: [409] })).status).toBe(409);
  });

  it("tells a network failure from an answer", async () => {
    global.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    const error = await failure(apiJson("/api/x"));
    expect(error).toMatchObject({ status: 0, code: "NETWORK" });
    expect(messageOf(error, "fallback")).toBe("fallback");
  });

  it("gives up after the time limit", async () => {
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))) as typeof fetch;
    expect(await failure(apiJson("/api/slow", { timeoutMs: 20 }))).toMatchObject({ status: 0, code: "TIMEOUT" });
  });

  it("says a body that is not JSON is a bad response", async () => {
    answer("not json", { status: 200 });
    expect(await failure(apiJson("/api/x"))).toMatchObject({ status: 200, code: "BAD_RESPONSE" });
  });
});

describe("the owner's calls and the shared SWR fetcher", () => {
  const assign = jest.fn();
  beforeEach(() => {
    assign.mockReset();
    (global as { window?: unknown }).window = { location: { pathname: "/manage-guestbook/g1", search: "?tab=recordings", assign } };
  });
  afterEach(() => {
    delete (global as { window?: unknown }).window;
  });

  it("sends a lapsed session (UNAUTHORIZED) to sign in and back, and still fails the call", async () => {
    answer({ error: "Please log in.", code: "UNAUTHORIZED" }, { status: 401 });
    const error = await failure(ownerFetch("/api/guestbooks/g1"));
    expect(error.code).toBe("UNAUTHORIZED");
    expect(assign).toHaveBeenCalledWith(loginUrl("/manage-guestbook/g1?tab=recordings"));
  });

  it("leaves other failures to the screen", async () => {
    answer({ error: "Guestbook Not Found", code: "NOT_FOUND" }, { status: 404 });
    expect((await failure(ownerFetch("/api/guestbooks/g1"))).code).toBe("NOT_FOUND");
    expect(assign).not.toHaveBeenCalled();
  });

  it("answers the body for a path key, and the parsed body for a key that names a shape", async () => {
    answer({ n: 2 });
    expect(await swrFetcher("/api/x")).toEqual({ n: 2 });
    const shape = z.object({ n: z.number() });
    expect(await swrFetcher(["/api/x", true, shape])).toEqual({ n: 2 });
    answer({ n: "two" });
    await expect(swrFetcher(["/api/x", shape])).rejects.toThrow();
  });

  it("counts a DELETE of something already gone as done, and nothing else", async () => {
    answer({ error: "Not found", code: "NOT_FOUND" }, { status: 404 });
    await expect(apiDelete("/api/x")).resolves.toBeUndefined();
    answer({ error: "No", code: "FORBIDDEN" }, { status: 403 });
    expect((await failure(apiDelete("/api/x"))).code).toBe("FORBIDDEN");
  });

  it("tells codes apart, including the client's own", () => {
    expect(hasCode(new ApiClientError(0, "TIMEOUT", null), "TIMEOUT", "NETWORK")).toBe(true);
    expect(hasCode(new ApiClientError(409, "CONFLICT", null), "MP3_NOT_READY")).toBe(false);
    expect(hasCode(new Error("x"), "INTERNAL")).toBe(false);
  });
});
