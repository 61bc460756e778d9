// The guestbook's "Language of the guest page" select, the same in the create wizard and the edit page.
import { SelectField } from "@/components/ui/SelectField";
import { GUESTBOOK_LANGUAGE_LABELS, GUESTBOOK_LANGUAGE_SETTINGS, type TGuestbookLanguageSetting } from "@/lib/i18n/languages";

const WORDS = {
  label: "Language of the guest page",
  hint: "Automatic shows each guest the page in their phone's language (English when it is not offered).",
};

export function LanguageField({ id, value, onChange }: { id: string; value: TGuestbookLanguageSetting; onChange(language: TGuestbookLanguageSetting): void }) {
  return <SelectField id={id} value={value} options={GUESTBOOK_LANGUAGE_SETTINGS} labels={GUESTBOOK_LANGUAGE_LABELS} onChange={onChange} {...WORDS} />;
}
