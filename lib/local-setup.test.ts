import { LOOPBACK_ADDRESS, devHostname, devNetworkWarning, isLocalSetup, listenHostname } from "./local-setup";

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

describe("npm run dev", () => {
  it("listens on 127.0.0.1 by default, and on every interface only when asked", () => {
    expect(devHostname({ lan: false, host: undefined })).toBe("127.0.0.1");
    expect(devHostname({ lan: true, host: undefined })).toBe("0.0.0.0");
    expect(devHostname({ lan: false, host: "0.0.0.0" })).toBe("0.0.0.0");
    expect(devHostname({ lan: true, host: "127.0.0.1" })).toBe("0.0.0.0");
  });

  it("says at start that the mailbox and test payments are open to the network, and only then", () => {
    expect(devNetworkWarning({ hostname: "127.0.0.1", mailbox: true, testPayments: true })).toBeNull();
    expect(devNetworkWarning({ hostname: "localhost", mailbox: true, testPayments: true })).toBeNull();
    expect(devNetworkWarning({ hostname: "::1", mailbox: true, testPayments: true })).toBeNull();
    const warning = devNetworkWarning({ hostname: "0.0.0.0", mailbox: true, testPayments: true });
    expect(warning).toContain("every interface");
    expect(warning).toContain("/dev/mailbox");
    expect(warning).toContain("test payments");
    const smtp = devNetworkWarning({ hostname: "192.168.1.5", mailbox: false, testPayments: false });
    expect(smtp).toContain("192.168.1.5");
    expect(smtp).not.toContain("mailbox");
  });
});
