import { assertSameOriginWrite } from "./same-origin";

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
