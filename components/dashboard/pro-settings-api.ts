// The Pro Settings section's calls: upload the logo, remove it, save the default colours. Each answers
// the settings as the server now holds them, or the text to show (the spec's "Error ...: {message}").
import { apiJson, messageOf } from "@/lib/client/api";
import { ZProSettings, type TProColours, type TProSettings } from "@/lib/validation/pro-settings";

type TResult = { settings: TProSettings } | { error: string };

const TRY_AGAIN = "Please try again.";

async function settingsCall(path: string, options: Parameters<typeof apiJson>[1], errorPrefix: string): Promise<TResult> {
  try {
    const { proSettings } = await apiJson<{ proSettings?: unknown }>(path, options);
    const parsed = ZProSettings.safeParse(proSettings);
    return parsed.success ? { settings: parsed.data } : { error: `${errorPrefix}${TRY_AGAIN}` };
  } catch (error) {
    return { error: `${errorPrefix}${messageOf(error, TRY_AGAIN)}` };
  }
}

export function uploadProLogo(file: File): Promise<TResult> {
  const form = new FormData();
  form.set("logo", file);
  return settingsCall("/api/upload/pro-logo", { form, timeoutMs: 120_000 }, "Error uploading logo: ");
}

export function removeProLogo(): Promise<TResult> {
  return settingsCall("/api/user/pro-settings", { method: "PUT", json: { customLogo: null } }, "Error removing logo: ");
}

export function saveProColours(changed: Partial<TProColours>): Promise<TResult> {
  return settingsCall("/api/user/pro-settings", { method: "PUT", json: changed }, "Error updating button color: ");
}
