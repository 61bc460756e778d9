import { bearerToken, isBearerRequest } from "./bearer";

// Each header as a client may send it, and the token every reader of it must find.
const TOKENS_IN_HEADERS: Record<string, string> = { "Bearer abc.def.ghi": "abc.def.ghi", "bearer abc": "abc", "BEARER\tabc": "abc", "Bearer   abc  ": "abc" };

describe("bearerToken", () => {
  it.each(Object.entries(TOKENS_IN_HEADERS))("reads %j as a bearer token", (header, token) => {
    expect(bearerToken(header)).toBe(token);
    expect(isBearerRequest({ headers: new Headers({ authorization: header }) })).toBe(true);
  });

  it("takes a bearer header without a token as bearer (no cookie to fall back on), with no token", () => {
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken("Bearer   ")).toBeNull();
  });

  it.each([null, undefined, "", "Basic dXNlcjpwYXNz", "Bearerabc", "Token abc"])("does not take %j as bearer", (header) => {
    expect(bearerToken(header)).toBeUndefined();
    expect(isBearerRequest({ headers: new Headers(header ? { authorization: header } : {}) })).toBe(false);
  });
});
