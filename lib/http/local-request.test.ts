import { LOCAL_REQUEST_HEADER, cameFromThisMachine, isLocalRequest, isLoopbackHost, stampLocalRequest } from "./local-request";

const local = { socketAddress: "127.0.0.1", headers: { host: "localhost:3000" } };

describe("isLocalRequest", () => {
  it("counts a request over loopback to a loopback Host", () => {
    expect(isLocalRequest(local)).toBe(true);
    expect(isLocalRequest({ socketAddress: "::ffff:127.0.0.1", headers: { host: "127.0.0.1:3100" } })).toBe(true);
    expect(isLocalRequest({ socketAddress: "::1", headers: { host: "[::1]:3000" } })).toBe(true);
  });

  it.each([
    ["x-forwarded-for", "203.0.113.9"],
    ["x-forwarded-host", "echobook.example"],
    ["x-forwarded-proto", "https"],
    ["forwarded", "for=203.0.113.9"],
    ["x-real-ip", "203.0.113.9"],
    ["via", "1.1 caddy"],
    ["cf-connecting-ip", "203.0.113.9"],
  ])("refuses a request a proxy forwarded (%s)", (name, value) => {
    expect(isLocalRequest({ ...local, headers: { ...local.headers, [name]: value } })).toBe(false);
    // Not even where a development server opened the local modes to the network.
    expect(isLocalRequest({ ...local, headers: { ...local.headers, [name]: value }, openToNetwork: true })).toBe(false);
  });

  it("refuses another machine's connection or another host's name", () => {
    expect(isLocalRequest({ ...local, socketAddress: "192.168.1.20" })).toBe(false);
    expect(isLocalRequest({ ...local, socketAddress: undefined })).toBe(false);
    expect(isLocalRequest({ ...local, headers: { host: "echobook.example" } })).toBe(false);
    expect(isLocalRequest({ ...local, headers: {} })).toBe(false);
  });

  it("lets a development server opened to the network answer its network", () => {
    expect(isLocalRequest({ socketAddress: "192.168.1.20", headers: { host: "192.168.1.5:3000" }, openToNetwork: true })).toBe(true);
  });
});

describe("isLoopbackHost", () => {
  it.each(["localhost", "localhost:3000", "app.localhost", "127.0.0.1", "127.1.2.3:80", "[::1]", "[::1]:3000", "LOCALHOST"])("%s is this machine", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(["echobook.example", "localhost.example.com", "127.0.0.1.nip.io", "0.0.0.0", "[::]", "10.0.0.1", "", undefined])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe("the mark the app's server hands on", () => {
  it("is honoured only as the server wrote it", () => {
    const forged = new Headers({ [LOCAL_REQUEST_HEADER]: "1" });
    expect(cameFromThisMachine(forged)).toBe(false);

    const headers: Record<string, string | undefined> = { [LOCAL_REQUEST_HEADER]: "client-written" };
    stampLocalRequest(headers, false);
    expect(headers[LOCAL_REQUEST_HEADER]).toBeUndefined();

    stampLocalRequest(headers, true);
    const mark = headers[LOCAL_REQUEST_HEADER] as string;
    expect(mark.length).toBeGreaterThanOrEqual(40);
    expect(cameFromThisMachine(new Headers({ [LOCAL_REQUEST_HEADER]: mark }))).toBe(true);
    expect(cameFromThisMachine(new Headers({ [LOCAL_REQUEST_HEADER]: `${mark.slice(0, -1)}x` }))).toBe(false);
    expect(cameFromThisMachine(new Headers())).toBe(false);
  });
});
