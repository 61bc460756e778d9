// A logout that could not record its session as ended says so and keeps the cookie, instead of clearing
// it while a copy of the token stays good (lib/auth/revoke-session.ts `endSession`). The failure is a real
// one: a trigger in the test database refuses to record this one session's end, then is dropped.
import { decodeJwt } from "jose";
import { api, registerAndGetToken } from "../helpers/api";
import { signInWithCookie } from "../helpers/browser-session";
import { baseUrl } from "../helpers/env";
import { testSql } from "../helpers/test-database";

async function refuseToRevoke(sid: string): Promise<() => Promise<void>> {
  const name = `refuse_revoke_${sid.replace(/[^A-Za-z0-9]/g, "").slice(0, 40)}`;
  await testSql(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       IF NEW.sid = '${sid.replace(/'/g, "")}' THEN RAISE EXCEPTION 'injected: revocation refused'; END IF;
       RETURN NEW;
     END $$`,
    [],
  );
  await testSql(`CREATE TRIGGER ${name} BEFORE INSERT ON "RevokedSession" FOR EACH ROW EXECUTE FUNCTION ${name}()`, []);
  return async () => {
    await testSql(`DROP TRIGGER ${name} ON "RevokedSession"`, []);
    await testSql(`DROP FUNCTION ${name}()`, []);
  };
}

const profile = (cookie: string) => api("/api/user/profile", { headers: { cookie } });

describe("logging out fails closed", () => {
  it("POST /api/auth/logout answers 503 and keeps the cookie when the session cannot be ended, and ends it on the next try", async () => {
    const { token } = await registerAndGetToken("Leaver");
    const cookie = `next-auth.session-token=${token}`;
    const allow = await refuseToRevoke(String(decodeJwt(token).sid));
    try {
      const failed = await api("/api/auth/logout", { method: "POST", headers: { cookie } });
      expect(failed.status).toBe(503);
      expect(failed.body.error).toBe("We could not log you out. Please try again.");
      expect(failed.headers.getSetCookie().filter((set) => set.startsWith("next-auth.session-token="))).toEqual([]);
    } finally {
      await allow();
    }
    // Told it did not happen, the user tries again; from then on a copy of the cookie is refused.
    const done = await api("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(done.status).toBe(200);
    expect((await profile(cookie)).status).toBe(401);
  });

  it("next-auth's own sign-out answers 503 and keeps the cookie too, and a copy is refused once it went through", async () => {
    const { email, password } = await registerAndGetToken("Signer");
    const { session, csrfCookie, csrfToken } = await signInWithCookie(email, password);
    const sessionCookie = session!.split(";")[0];
    const cookie = `${csrfCookie}; ${sessionCookie}`;
    const signOut = () =>
      fetch(`${baseUrl}/api/auth/signout`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ csrfToken, json: "true" }),
      });
    const allow = await refuseToRevoke(String(decodeJwt(sessionCookie.split("=")[1]).sid));
    try {
      const failed = await signOut();
      expect(failed.status).toBe(503);
      expect(failed.headers.getSetCookie().filter((set) => set.startsWith("next-auth.session-token="))).toEqual([]);
      expect((await profile(sessionCookie)).status).toBe(200);
    } finally {
      await allow();
    }
    const done = await signOut();
    expect(done.status).toBeLessThan(400);
    expect((await profile(sessionCookie)).status).toBe(401);
  });
});
