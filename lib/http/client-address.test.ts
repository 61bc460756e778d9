import { addressBucket, clientAddress, normalizeAddress, settleForwardedHeaders } from "./client-address";
import { clientIp } from "./client-ip";

describe("clientAddress", () => {
  it("takes the socket's peer and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress({ socketAddress: "192.0.2.10", forwardedFor: "203.0.113.5", trustedHops: 0 })).toBe("192.0.2.10");
    expect(clientAddress({ socketAddress: "::ffff:127.0.0.1", forwardedFor: undefined, trustedHops: 0 })).toBe("127.0.0.1");
  });

  it("behind one proxy takes the entry that proxy appended, not what the client wrote before it", () => {
    const forwardedFor = "198.51.100.1, 10.0.0.1, 203.0.113.5";
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor, trustedHops: 1 })).toBe("203.0.113.5");
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor, trustedHops: 2 })).toBe("10.0.0.1");
  });

  it("reads repeated X-Forwarded-For headers as one list", () => {
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor: ["198.51.100.1", "203.0.113.5"], trustedHops: 1 })).toBe("203.0.113.5");
  });

  it("stops at the last address a trusted proxy vouched for when the chain is short or broken", () => {
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor: undefined, trustedHops: 1 })).toBe("10.1.1.1");
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor: "203.0.113.5", trustedHops: 3 })).toBe("203.0.113.5");
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor: "198.51.100.1, unknown, 203.0.113.5", trustedHops: 3 })).toBe("203.0.113.5");
    expect(clientAddress({ socketAddress: "10.1.1.1", forwardedFor: "<script>", trustedHops: 1 })).toBe("10.1.1.1");
  });
});

describe("normalizeAddress", () => {
  const normalized = { "203.0.113.5:4711": "203.0.113.5", "[2001:DB8::1]:443": "2001:db8::1", " ::ffff:192.0.2.1 ": "192.0.2.1", "2001:db8::1": "2001:db8::1" };
  it.each(Object.entries(normalized))("strips ports, brackets and the IPv4-mapped prefix: %p is %p", (address, expected) => {
    expect(normalizeAddress(address)).toBe(expected);
  });

  it.each(["", "unknown", "example.com", "1.2.3", "10.0.0.1, 10.0.0.2"])("refuses %p, which is not an address", (junk) => {
    expect(normalizeAddress(junk)).toBeUndefined();
  });
});

describe("addressBucket", () => {
  it("keeps an IPv4 address and counts an IPv6 address by its /64", () => {
    const buckets = {
      "203.0.113.5": "203.0.113.5",
      "2001:db8:a:b:1:2:3:4": "2001:db8:a:b::/64",
      "2001:db8:a:b::ffff": "2001:db8:a:b::/64",
      "2001:0db8:000a:000b:ffff::": "2001:db8:a:b::/64",
      "2001:db8::1": "2001:db8:0:0::/64",
      "::1": "0:0:0:0::/64",
      "64:ff9b::192.0.2.1": "64:ff9b:0:0::/64",
    };
    for (const [address, bucket] of Object.entries(buckets)) expect(addressBucket(address)).toBe(bucket);
  });
});

describe("clientIp", () => {
  it("reads the address the app's server put in X-Forwarded-For, by its bucket", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.5" }))).toBe("203.0.113.5");
    expect(clientIp(new Headers({ "x-forwarded-for": "2001:db8:a:b::7" }))).toBe("2001:db8:a:b::/64");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});

describe("settleForwardedHeaders", () => {
  const written = () => ({
    host: "app.test",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-forwarded-port": "443",
    forwarded: "host=evil.example",
    accept: "*/*",
  });

  it("drops the host, scheme and port a client wrote itself when no proxy is trusted", () => {
    const headers: Record<string, string | string[] | undefined> = written();
    settleForwardedHeaders(headers, 0);
    expect(headers).toEqual({ host: "app.test", accept: "*/*" });
  });

  it("keeps what the outermost trusted proxy wrote", () => {
    const one: Record<string, string | string[] | undefined> = written();
    settleForwardedHeaders(one, 1);
    expect(one).toMatchObject({ "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-port": "443" });
    // A client's own entry before the proxies' is never the one kept.
    const chain: Record<string, string | string[] | undefined> = {
      "x-forwarded-host": "evil.example, echobook.example, internal:8080",
      "x-forwarded-proto": "http,https,http",
    };
    settleForwardedHeaders(chain, 2);
    expect(chain).toEqual({ "x-forwarded-host": "echobook.example", "x-forwarded-proto": "https" });
  });
});
