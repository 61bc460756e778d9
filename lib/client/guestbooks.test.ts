import { FREE_GUESTBOOK_ADVICE, interpretCreateResponse, requestCreate } from "./guestbooks";

const guestbook = {
  id: "abc123",
  name: "My Audio Guestbook 1",
  eventType: "Wedding",
  eventTypeCustom: null,
  eventDate: "2030-06-14",
  tierIdx: 0,
  tierName: "Free",
  maxGuests: 10,
  maxRecordingDuration: 60,
  publicUrl: "http://localhost:3000/live-guestbook/abc123",
};

describe("interpretCreateResponse", () => {
  it("reads a created guestbook", () => {
    expect(interpretCreateResponse(true, { guestbook })).toEqual({ kind: "created", guestbook });
  });

  it("opens payment with the temporary key (REQUIRES_PAYMENT)", () => {
    const body = { error: "You need to purchase this guestbook tier.", code: "REQUIRES_PAYMENT", requiresPayment: true, tempGuestbookKey: "tmp-1" };
    expect(interpretCreateResponse(false, body)).toEqual({ kind: "payment", message: body.error, tempGuestbookKey: "tmp-1" });
  });

  it("reports REQUIRES_PAYMENT without a key", () => {
    expect(interpretCreateResponse(false, { code: "REQUIRES_PAYMENT", requiresPayment: true })).toEqual({
      kind: "error",
      lines: ["No temporary guestbook key returned"],
    });
  });

  it("explains the one-free-guestbook rule with the existing name, or Unknown", () => {
    const error = 'You already have a free guestbook: "First"';
    expect(interpretCreateResponse(false, { error, code: "FREE_GUESTBOOK_USED", existingGuestbookName: "First" })).toEqual({
      kind: "error",
      lines: [error, "Existing guestbook: First", FREE_GUESTBOOK_ADVICE],
    });
    expect(interpretCreateResponse(false, { error, code: "FREE_GUESTBOOK_USED" })).toMatchObject({
      lines: [error, "Existing guestbook: Unknown", FREE_GUESTBOOK_ADVICE],
    });
  });

  it("prefixes other failures, with the default text when the server gives none", () => {
    expect(interpretCreateResponse(false, { error: "Please select an event date." })).toEqual({
      kind: "error",
      lines: ["Error creating guestbook: Please select an event date."],
    });
    expect(interpretCreateResponse(false, {})).toEqual({ kind: "error", lines: ["Error creating guestbook: Failed to create guestbook"] });
  });

  it("says when the answer is not JSON", () => {
    expect(interpretCreateResponse(false, null)).toEqual({ kind: "error", lines: ["Invalid JSON response from server"] });
  });

  it("asks for a sign-in on UNAUTHORIZED", () => {
    expect(interpretCreateResponse(false, { error: "Unauthorized", code: "UNAUTHORIZED" })).toEqual({ kind: "signIn" });
  });
});

describe("requestCreate", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("branches on the server's code, not its text", async () => {
    global.fetch = (async () =>
      Response.json({ error: "Any wording at all", code: "FREE_GUESTBOOK_USED", existingGuestbookName: "First" }, { status: 400 })) as typeof fetch;
    expect(await requestCreate({})).toEqual({ kind: "error", lines: ["Any wording at all", "Existing guestbook: First", FREE_GUESTBOOK_ADVICE] });
  });

  it("says the guestbook could not be created when the server cannot be reached", async () => {
    global.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await requestCreate({})).toEqual({ kind: "error", lines: ["Error creating guestbook: Failed to create guestbook"] });
  });
});
