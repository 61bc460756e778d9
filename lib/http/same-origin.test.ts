import { assertSameOriginWrite, requestOrigin } from "./same-origin";

function request(method: string, headers: Record<string, string>) {
  return new Request("http://app.test/api/user/first-name", { method, headers });
}

describe("assertSameOriginWrite", () => {
  it("lets reads and same-origin writes through", () => {
    expect(() => assertSameOriginWrite(request("GET", { origin: "https://evil.example", host: "app.test" }))).not.toThrow();
    expect(() => assertSameOriginWrite(request("PUT", { origin: "http://app.test", host: "app.test", "sec-fetch-site": "same-origin" }))).not.toThrow();
    expect(() => assertSameOriginWrite(request("PUT", { host: "app.test" }))).not.toThrow();
  });

  it("refuses a cross-site write", () => {
    expect(() => assertSameOriginWrite(request("PUT", { "sec-fetch-site": "cross-site", host: "app.test" }))).toThrow("Cross-site requests are not allowed.");
    expect(() => assertSameOriginWrite(request("POST", { origin: "https://evil.example", host: "app.test" }))).toThrow("Cross-site requests are not allowed.");
  });
});

describe("requestOrigin", () => {
  it("is the browser's Origin when it names the host the request came to", () => {
    expect(requestOrigin(request("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
  });

  it("is null for another host, no Origin, or a scheme that is not http(s)", () => {
    expect(requestOrigin(request("POST", { origin: "https://evil.example", host: "app.test" }))).toBeNull();
    expect(requestOrigin(request("POST", { host: "app.test" }))).toBeNull();
    expect(requestOrigin(request("POST", { origin: "null", host: "app.test" }))).toBeNull();
  });
});

describe("the host a request was made to", () => {
  it("is its Host header, not an X-Forwarded-Host, when no proxy is trusted", () => {
    const forged = request("POST", { origin: "https://evil.example", host: "app.test", "x-forwarded-host": "evil.example" });
    expect(() => assertSameOriginWrite(forged)).toThrow("Cross-site requests are not allowed.");
    expect(requestOrigin(forged)).toBeNull();
  });

  it("is the proxy's X-Forwarded-Host behind a trusted proxy", () => {
    jest.isolateModules(() => {
      const before = process.env.TRUST_PROXY_HOPS;
      process.env.TRUST_PROXY_HOPS = "1";
      try {
        const proxied = jest.requireActual<typeof import("./same-origin")>("./same-origin");
        const behindProxy = request("POST", { origin: "https://echobook.example", host: "127.0.0.1:3000", "x-forwarded-host": "echobook.example" });
        expect(() => proxied.assertSameOriginWrite(behindProxy)).not.toThrow();
        expect(proxied.requestOrigin(behindProxy)).toBe("https://echobook.example");
      } finally {
        if (before === undefined) delete process.env.TRUST_PROXY_HOPS;
        else process.env.TRUST_PROXY_HOPS = before;
      }
    });
  });
});
