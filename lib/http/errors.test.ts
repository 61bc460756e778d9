import { ZodError, z } from "zod";
import { StorageUnavailableError } from "@/lib/storage/types";
import { ApiError, errorResponse, notFound, notReadyYet, requiresPayment, requiresUpgrade, tooManyRequests, apiError } from "./errors";

async function answer(error: unknown) {
  const response = errorResponse(error);
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as Record<string, unknown> };
}

describe("errorResponse", () => {
  it("answers the text, a code for the status and the details", async () => {
    expect(await answer(notFound("Guestbook Not Found"))).toEqual({ status: 404, retryAfter: null, body: { error: "Guestbook Not Found", code: "NOT_FOUND" } });
    expect(await answer(apiError("FREE_GUESTBOOK_USED", "Taken", { existingGuestbookName: "A" }))).toEqual({
      status: 400,
      retryAfter: null,
      body: { error: "Taken", code: "FREE_GUESTBOOK_USED", existingGuestbookName: "A" },
    });
  });

  it("names the refusals a screen branches on", async () => {
    expect((await answer(requiresUpgrade("Upgrade"))).body).toEqual({ error: "Upgrade", code: "REQUIRES_UPGRADE", requiresUpgrade: true });
    expect(await answer(requiresPayment("Pay", { tempGuestbookKey: "k" }))).toEqual({
      status: 402,
      retryAfter: null,
      body: { error: "Pay", code: "REQUIRES_PAYMENT", requiresPayment: true, tempGuestbookKey: "k" },
    });
  });

  it("turns a wait into Retry-After, outside the body", async () => {
    expect(await answer(tooManyRequests("Slow down", 12.2))).toEqual({ status: 429, retryAfter: "13", body: { error: "Slow down", code: "RATE_LIMITED" } });
    expect(await answer(notReadyYet("Still making it"))).toEqual({ status: 409, retryAfter: "2", body: { error: "Still making it", code: "MP3_NOT_READY" } });
  });

  it("answers invalid input with the first message and every field", async () => {
    const result = z.object({ name: z.string({ message: "Name, please." }) }).safeParse({});
    expect(result.error).toBeInstanceOf(ZodError);
    expect(await answer(result.error)).toEqual({
      status: 400,
      retryAfter: null,
      body: { error: "Name, please.", code: "INVALID_INPUT", fields: { name: "Name, please." } },
    });
  });

  it("answers anything unexpected with a bare 500 and no details", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await answer(new Error("db password is hunter2"))).toEqual({
      status: 500,
      retryAfter: null,
      body: { error: "Something went wrong. Please try again.", code: "INTERNAL" },
    });
    spy.mockRestore();
  });

  it("gives every status a default code", () => {
    expect(new ApiError("UNSUPPORTED_MEDIA_TYPE", "x").code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(new ApiError("UPSTREAM", "x").code).toBe("UPSTREAM");
  });

  it("answers a database or storage outage 503 with Retry-After, never 500", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const expected = {
      status: 503,
      retryAfter: "3",
      body: { error: "The service is briefly unavailable. Please try again in a moment.", code: "UNAVAILABLE" },
    };
    expect(await answer(refused)).toEqual(expected);
    expect(await answer(new StorageUnavailableError(refused))).toEqual(expected);
    spy.mockRestore();
  });
});
