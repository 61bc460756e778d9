jest.mock("@/lib/env", () => ({ getEnv: () => ({ authSecret: "server-secret-for-tests-0123456789abcdef" }) }));

import {
  activationCodeMatches,
  generateActivationCode,
  hashActivationCode,
  newActivationCode,
  openActivationCode,
  sealActivationCode,
} from "./activation-code";
import { ACTIVATION_CODE_ALPHABET, isWellFormedActivationCode, normaliseActivationCode } from "@/lib/constants/pro-cards";

describe("activation codes", () => {
  it("are 8 characters from an alphabet without 0/O and 1/I/L", () => {
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(31);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = generateActivationCode();
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      for (const char of code) seen.add(char);
    }
    // Every character of the alphabet turns up: none is left out by the generator.
    expect(seen.size).toBe(31);
  });

  it("are compared trimmed, without case, spaces or dashes", () => {
    expect(normaliseActivationCode("  abcd efgh ")).toBe("ABCDEFGH");
    expect(normaliseActivationCode("abcd-efgh")).toBe("ABCDEFGH");
    expect(isWellFormedActivationCode("ABCDEFGH")).toBe(true);
    expect(isWellFormedActivationCode("ABCDEFG")).toBe(false);
    expect(isWellFormedActivationCode("ABCDEFGHJ")).toBe(false);
    expect(isWellFormedActivationCode("ABCDEFG0")).toBe(false);
  });

  it("match the stored HMAC only for the right code on the right card", () => {
    const { code, activationCodeHash } = newActivationCode("card-1");
    expect(activationCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(activationCodeHash).not.toContain(code);
    expect(activationCodeMatches("card-1", code, activationCodeHash)).toBe(true);
    expect(activationCodeMatches("card-1", ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()} `, activationCodeHash)).toBe(true);
    const wrong = code.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    expect(activationCodeMatches("card-1", wrong, activationCodeHash)).toBe(false);
    // The same code on another card has another HMAC: stored hashes cannot be compared across cards.
    expect(hashActivationCode("card-2", code)).not.toBe(activationCodeHash);
    expect(activationCodeMatches("card-2", code, activationCodeHash)).toBe(false);
  });

  it("match nothing when no hash is stored or it is not one", () => {
    expect(activationCodeMatches("card-1", "ABCDEFGH", null)).toBe(false);
    expect(activationCodeMatches("card-1", "ABCDEFGH", "ABCDEFGH")).toBe(false);
  });

  it("are sealed for their owner, open only for their own card and secret, and never in clear", () => {
    const sealed = sealActivationCode("card-1", "ABCDEFGH");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("ABCDEFGH");
    expect(sealActivationCode("card-1", "ABCDEFGH")).not.toBe(sealed);
    expect(openActivationCode("card-1", sealed)).toBe("ABCDEFGH");
    expect(openActivationCode("card-2", sealed)).toBeNull();
    expect(openActivationCode("card-1", sealed, "another-server-secret-0123456789abcdef")).toBeNull();
    expect(openActivationCode("card-1", `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openActivationCode("card-1", null)).toBeNull();
    expect(openActivationCode("card-1", "garbage")).toBeNull();
  });

  it("depend on the server secret: another secret's HMAC does not match", () => {
    const { code, activationCodeHash } = newActivationCode("card-1");
    expect(activationCodeMatches("card-1", code, activationCodeHash, "another-server-secret-0123456789abcdef")).toBe(false);
  });
});
