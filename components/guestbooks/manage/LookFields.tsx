"use client";
// The look fields the edit page and the Personalization tab both show: each text of the guest page with
// its show/hide switch, and the three colours. The model is useGuestbookDraft's.
import { ColourField } from "@/components/colors/ColourPalette";
import { TextField } from "@/components/ui/TextField";
import { LOOK_TEXT_MAX } from "@/lib/validation/guestbooks";
import { SwitchField } from "./fields";
import type { useGuestbookDraft } from "./useGuestbookDraft";

type TModel = Pick<ReturnType<typeof useGuestbookDraft>, "text" | "toggle">;

/** The guest page's texts: the field, its switch, its label and length, what a summary says when empty. */
export const LOOK_TEXTS = [
  { key: "title", show: "showTitle", label: "Title", heading: "Banner Title", maxLength: LOOK_TEXT_MAX.title, empty: "(no title)" },
  { key: "subtitle", show: "showSubtext", label: "Subtext", heading: "Subtext", maxLength: LOOK_TEXT_MAX.subtitle, empty: "(no subtext)" },
  { key: "message", show: "showMessage", label: "Message", heading: "Message", maxLength: LOOK_TEXT_MAX.message, empty: "(no message)", multiline: true },
] as const;
export type TLookText = (typeof LOOK_TEXTS)[number];

export function LookTextField({ text, model }: { text: TLookText; model: TModel }) {
  return (
    <>
      <TextField label={text.label} maxLength={text.maxLength} multiline={"multiline" in text} {...model.text(text.key)} />
      <SwitchField label={`Show the ${text.label.toLowerCase()}`} {...model.toggle(text.show)} />
    </>
  );
}

export function ColourFields({ model }: { model: TModel }) {
  return (
    <>
      <ColourField label="Title colour" {...model.text("titleColor")} />
      <ColourField label="Button colour" {...model.text("buttonColor")} />
      <ColourField label="Button text colour" {...model.text("buttonTextColor")} />
    </>
  );
}
