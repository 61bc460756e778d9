import { LOOPBACK_ADDRESS, isLocalSetup, listenHostname } from "./local-setup";

const production = (APP_URL: string) => ({ NODE_ENV: "production" as const, APP_URL });

describe("listenHostname", () => {
  it("keeps a production server whose APP_URL is on this machine (the default) to the loopback address", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://app.localhost"]) {
      expect(isLocalSetup(production(url))).toBe(true);
      expect(listenHostname({ hostname: undefined, dev: false, env: production(url) })).toBe(LOOPBACK_ADDRESS);
    }
  });

  it("serves every interface for a public APP_URL, and follows an address it is given", () => {
    expect(listenHostname({ hostname: undefined, dev: false, env: production("https://echobook.example") })).toBeUndefined();
    expect(listenHostname({ hostname: undefined, dev: false, env: production("https://localhost.evil.example") })).toBeUndefined();
    expect(listenHostname({ hostname: "0.0.0.0", dev: true, env: production("http://localhost:3000") })).toBe("0.0.0.0");
    expect(listenHostname({ hostname: "127.0.0.1", dev: false, env: production("https://echobook.example") })).toBe("127.0.0.1");
  });
});
