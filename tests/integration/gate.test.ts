import { api } from "../helpers/api";
import { baseUrl, gateCode, gatedBaseUrl } from "../helpers/env";

describe("pre-release gate", () => {
  it("is off when no access code is configured", async () => {
    expect((await api("/")).status).toBe(200);
    expect((await api("/api/gate", { method: "POST", json: { code: "anything" } })).status).toBe(404);
    expect(baseUrl).not.toBe(gatedBaseUrl);
  });

  it("sends pages to the gate, refuses a wrong code and lets the right one in with an httpOnly cookie", async () => {
    const page = await api("/dashboard?tab=settings", { base: gatedBaseUrl });
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain("/gate?next=%2Fdashboard%3Ftab%3Dsettings");
    expect((await api("/gate", { base: gatedBaseUrl })).status).toBe(200);

    const wrong = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: "wrong" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Incorrect password");

    const right = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: gateCode } });
    expect(right.status).toBe(200);
    const setCookie = right.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(";")[0];
    expect((await api("/", { base: gatedBaseUrl, headers: { cookie } })).status).toBe(200);
    expect((await api("/", { base: gatedBaseUrl, headers: { cookie: `${cookie.split("=")[0]}=forged` } })).status).toBe(307);
  });

  it("does not gate the API", async () => {
    expect((await api("/api/health", { base: gatedBaseUrl })).status).toBe(200);
  });
});
