import { FREE_GUESTBOOK_ADVICE, interpretCreateResponse } from "./create-request";

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
    expect(interpretCreateResponse(201, JSON.stringify({ guestbook }))).toEqual({ kind: "created", guestbook });
  });

  it("opens payment with the temporary key on 402", () => {
    const body = { error: "You need to purchase this guestbook tier.", requiresPayment: true, tempGuestbookKey: "tmp-1" };
    expect(interpretCreateResponse(402, JSON.stringify(body))).toEqual({ kind: "payment", message: body.error, tempGuestbookKey: "tmp-1" });
  });

  it("reports a 402 without a key", () => {
    expect(interpretCreateResponse(402, JSON.stringify({ requiresPayment: true }))).toEqual({ kind: "error", lines: ["No temporary guestbook key returned"] });
  });

  it("explains the one-free-guestbook rule with the existing name, or Unknown", () => {
    const error = 'You already have a free guestbook: "First"';
    expect(interpretCreateResponse(400, JSON.stringify({ error, existingGuestbookName: "First" }))).toEqual({
      kind: "error",
      lines: [error, "Existing guestbook: First", FREE_GUESTBOOK_ADVICE],
    });
    expect(interpretCreateResponse(400, JSON.stringify({ error }))).toMatchObject({ lines: [error, "Existing guestbook: Unknown", FREE_GUESTBOOK_ADVICE] });
  });

  it("prefixes other failures, with the default text when the server gives none", () => {
    expect(interpretCreateResponse(400, JSON.stringify({ error: "Please select an event date." }))).toEqual({ kind: "error", lines: ["Error creating guestbook: Please select an event date."] });
    expect(interpretCreateResponse(500, JSON.stringify({}))).toEqual({ kind: "error", lines: ["Error creating guestbook: Failed to create guestbook"] });
  });

  it("says when the answer is not JSON", () => {
    expect(interpretCreateResponse(502, "<html>Bad gateway</html>")).toEqual({ kind: "error", lines: ["Invalid JSON response from server"] });
  });

  it("asks for a sign-in on 401", () => {
    expect(interpretCreateResponse(401, JSON.stringify({ error: "Unauthorized" }))).toEqual({ kind: "signIn" });
  });
});
