import { api, uniqueEmail } from "../helpers/api";

describe("POST /api/newsletter", () => {
  it("stores a new email once and says clearly when it is repeated", async () => {
    const email = uniqueEmail("news");
    const first = await api("/api/newsletter", { method: "POST", json: { email } });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Thanks for subscribing!");
    const again = await api("/api/newsletter", { method: "POST", json: { email: email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This email is already subscribed.");
  });

  it("refuses a malformed email", async () => {
    const result = await api("/api/newsletter", { method: "POST", json: { email: "not-an-email" } });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe("Please enter a valid email address.");
  });
});
