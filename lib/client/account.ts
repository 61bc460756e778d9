// The browser's calls for the account (docs/ACCOUNT-API.md, docs/AUTH-API.md): sign-up and password
// links, the profile and settings (first name, password, Google sign-in, sessions, Pro Settings),
// credits, the data export and deleting the account. Over the one client (lib/client/api.ts); a failure
// is an ApiClientError whose `code` the screens branch on (WRONG_PASSWORD, LINK_INVALID, ...).
import { ZDashboardData, type TDashboardData } from "@/lib/dashboard/dashboard-data";
import type { TChangePasswordBody, TRegisterBody } from "@/lib/validation/auth";
import { ZUserCredits, type TUserCredits } from "@/lib/validation/cards";
import { ZProSettings, type TProColours, type TProSettings } from "@/lib/validation/pro-settings";
import { apiFetch, apiJson, messageOf } from "./api";

// ——— signing up, password links ———

/** A nonce for one Google sign-in, which Google's button puts in the ID token (lib/auth/google-nonce.ts). */
export async function googleNonce(): Promise<string> {
  return (await apiJson<{ nonce: string }>("/api/auth/google/nonce", { method: "POST" })).nonce;
}

export async function register(body: TRegisterBody): Promise<void> {
  await apiFetch("/api/auth/register", { json: body });
}

/** Asks for a reset link; answers the server's text (the same whatever the address). */
export async function requestPasswordReset(body: { email: string }): Promise<string> {
  return (await apiJson<{ message: string }>("/api/auth/forgot-password", { json: body })).message;
}

/** Sets a new password from a mailed link; the server signs this browser in. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await apiFetch("/api/auth/reset-password", { json: { token, password } });
}

/** Mails a new verification link; answers the server's text. */
export async function resendVerification(): Promise<string> {
  return (await apiJson<{ message: string }>("/api/user/verify-email", { method: "POST" })).message;
}

// ——— the profile and settings ———

/** Answers the first name as stored, or null when the answer did not carry one. */
export async function saveFirstName(firstName: string): Promise<string | null> {
  const saved = await apiJson<{ firstName?: unknown }>("/api/user/first-name", { method: "PUT", json: { firstName } });
  return typeof saved.firstName === "string" ? saved.firstName : null;
}

export async function changePassword(body: TChangePasswordBody): Promise<void> {
  await apiFetch("/api/auth/change-password", { json: body });
}

/** Links the Google account of `credential`, confirmed with the current password; answers its address. */
export async function linkGoogle(credential: string, password: string): Promise<string | null> {
  return (await apiJson<{ googleEmail: string | null }>("/api/user/google", { json: { credential, password } })).googleEmail;
}

export async function unlinkGoogle(): Promise<void> {
  await apiFetch("/api/user/google", { method: "DELETE" });
}

/** Ends every session of the account, this one too. */
/**
 * Ends this browser's session on the server (POST /api/auth/logout), which clears the cookie only once the
 * session is recorded as ended; throws with the server's words when it could not be. A session that had
 * ended already (401) counts as ended.
 */
export async function endThisSession(): Promise<void> {
  await apiFetch("/api/auth/logout", { method: "POST", okStatuses: [401] });
}

export async function endAllSessions(): Promise<void> {
  await apiFetch("/api/user/sessions", { method: "DELETE" });
}

/** Everything the dashboard lists (spec 001 section 4). */
export async function getDashboardData(signal: AbortSignal): Promise<TDashboardData> {
  return ZDashboardData.parse(await apiJson("/api/dashboard-data", { signal }));
}

export async function getCredits(): Promise<TUserCredits> {
  return ZUserCredits.parse(await apiJson("/api/user/credits"));
}

// ——— the data export, deleting the account ———

/** The account's ZIP, as a response to read with progress (no timeout: it may be large). */
export function fetchAccountExport(signal: AbortSignal): Promise<Response> {
  return apiFetch("/api/account/export", { timeoutMs: 0, signal, headers: { accept: "application/zip" } });
}

/** Deletes the account, proven by its password or a fresh Google sign-in. */
export async function deleteAccount(proof: { password: string } | { credential: string }): Promise<void> {
  await apiFetch("/api/account", { method: "DELETE", json: proof });
}

// ——— Pro Settings: each call answers the settings as the server now holds them, or the text to show
// (the spec's "Error ...: {message}") ———

type TProSettingsResult = { settings: TProSettings } | { error: string };

const TRY_AGAIN = "Please try again.";

async function settingsCall(path: string, options: Parameters<typeof apiJson>[1], errorPrefix: string): Promise<TProSettingsResult> {
  try {
    const { proSettings } = await apiJson<{ proSettings?: unknown }>(path, options);
    const parsed = ZProSettings.safeParse(proSettings);
    return parsed.success ? { settings: parsed.data } : { error: `${errorPrefix}${TRY_AGAIN}` };
  } catch (error) {
    return { error: `${errorPrefix}${messageOf(error, TRY_AGAIN)}` };
  }
}

export function uploadProLogo(file: File): Promise<TProSettingsResult> {
  const form = new FormData();
  form.set("logo", file);
  return settingsCall("/api/upload/pro-logo", { form, timeoutMs: 120_000 }, "Error uploading logo: ");
}

export function removeProLogo(): Promise<TProSettingsResult> {
  return settingsCall("/api/user/pro-settings", { method: "PUT", json: { customLogo: null } }, "Error removing logo: ");
}

export function saveProColours(changed: Partial<TProColours>): Promise<TProSettingsResult> {
  return settingsCall("/api/user/pro-settings", { method: "PUT", json: changed }, "Error updating button color: ");
}
