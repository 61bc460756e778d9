// The pre-release gate: on only when ACCESS_CODE is set. Passing it sets an httpOnly cookie holding an
// HMAC of the code, so the cookie cannot be forged and changing the code locks everyone out again.
import { getEnv } from "@/lib/env";

export const GATE_COOKIE = "echobook_gate";
export const GATE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

async function hmac(text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(getEnv().authSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`gate:${text}`)));
  return Buffer.from(signature).toString("base64url");
}

export function gateEnabled(): boolean {
  return Boolean(getEnv().ACCESS_CODE);
}

export async function expectedGateCookie(): Promise<string | null> {
  const code = getEnv().ACCESS_CODE;
  return code ? hmac(code) : null;
}

export async function codeMatches(candidate: string): Promise<boolean> {
  const code = getEnv().ACCESS_CODE;
  if (!code) return false;
  // Compare HMACs rather than the strings so the comparison time says nothing about the code.
  return (await hmac(candidate)) === (await hmac(code));
}
