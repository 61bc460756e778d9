// A deployment that forgot its Stripe key, served over https (the instance `npm test` starts as
// https://echobook.example): payments fail closed, and sessions ride only the https cookie, with HSTS.
// The default instance (http on 127.0.0.1) is the contrast.
import { api, registerAndGetToken } from "../helpers/api";
import { baseUrl, deployedBaseUrl } from "../helpers/env";

const describeDeployed = deployedBaseUrl ? describe : describe.skip;

describeDeployed("a deployment without a Stripe key", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Deployed"));
  });

  it("sells nothing: checkout and the billing portal answer 503, the test-payment doors do not exist", async () => {
    const checkout = await api("/api/stripe/create-checkout-session", {
      base: deployedBaseUrl,
      method: "POST",
      token,
      json: { upgradeType: "audio_message_credits", packKey: "starter", successUrl: "/payment-success", cancelUrl: "/payment-cancel" },
    });
    expect(checkout).toMatchObject({ status: 503, body: { error: "Payments are not configured." } });
    expect((await api("/api/billing/portal", { base: deployedBaseUrl, method: "POST", token })).status).toBe(503);
    expect((await api(`/api/test/complete-payment/${"c".repeat(25)}`, { base: deployedBaseUrl, method: "POST", token })).status).toBe(404);
    for (const page of ["/billing-portal", "/test-payment-success", `/test-checkout/${"c".repeat(25)}`]) {
      expect((await api(page, { base: deployedBaseUrl, headers: { cookie: `__Secure-next-auth.session-token=${token}` } })).status).toBe(404);
    }
    // On this machine's own address the same build runs the local test payments.
    expect((await api("/api/billing/portal", { method: "POST", token })).status).not.toBe(503);
  });

  it("has no mail server, so the newsletter says sign-up is unavailable instead of promising a mail", async () => {
    const refused = await api("/api/newsletter", { base: deployedBaseUrl, method: "POST", json: { email: "nomail@example.test" } });
    expect(refused).toMatchObject({ status: 503, body: { error: "Newsletter sign-up is not available right now. Please try again later." } });
  });

  it("reads the session only from the __Secure- cookie, and tells browsers to keep to https", async () => {
    const profile = (cookie: string, base = deployedBaseUrl) => api("/api/user/profile", { base, headers: { cookie } });
    expect((await profile(`__Secure-next-auth.session-token=${token}`)).status).toBe(200);
    expect((await profile(`next-auth.session-token=${token}`)).status).toBe(401);
    const home = await api("/", { base: deployedBaseUrl });
    expect(home.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");

    expect((await profile(`next-auth.session-token=${token}`, baseUrl)).status).toBe(200);
    expect((await api("/", { base: baseUrl })).headers.get("strict-transport-security")).toBeNull();
  });
});
