"use client";
// The one form model of the edit page and the Personalization tab: react-hook-form holding the
// guestbook's editable fields, judged by zodResolver with the route's schema on today's date
// (guestbookDetailsSchema, spec 001 section 5 with its texts), and what changed against the loaded
// guestbook (only that is sent). An edited field drops its error until the next save.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { guestbookDetailsSchema } from "@/lib/validation/guestbooks";
import type { TCover } from "@/components/image-chooser/cover-choice";
import { changedFields, formFromGuestbook, hasChanges, localToday, type TFormErrors, type TFormField, type TGuestbookForm } from "./guestbook-form";

/** The order errors are told in (the first one is the edit page's notice): the page's order. */
const ERROR_ORDER: readonly TFormField[] = [
  "guestbookName",
  "eventTypeCustom",
  "eventDate",
  "titleColor",
  "buttonColor",
  "buttonTextColor",
  "closeDate",
  "openDate",
];

/** Each field's message among `fields`, in page order. */
function messagesOf(errors: FieldErrors<TGuestbookForm>, fields: readonly TFormField[]): TFormErrors {
  const shown = (Object.keys(errors) as TFormField[]).filter((field) => fields.includes(field) && typeof errors[field]?.message === "string");
  const rank = (field: TFormField) => (ERROR_ORDER.includes(field) ? ERROR_ORDER.indexOf(field) : ERROR_ORDER.length);
  return Object.fromEntries(shown.sort((a, b) => rank(a) - rank(b)).map((field) => [field, errors[field]?.message]));
}

type TKeysOf<V> = { [K in TFormField]: TGuestbookForm[K] extends V ? K : never }[TFormField];

/** The fields `fields` of `guestbook`; `onEdit` runs on every change the host makes. */
export function useGuestbookDraft(guestbook: TGuestbookJson, fields: readonly TFormField[], { onEdit }: { onEdit?: () => void } = {}) {
  const original = useMemo(() => formFromGuestbook(guestbook), [guestbook]);
  const today = localToday();

  // react-hook-form takes its options afresh on every render, so the schema always judges against the
  // guestbook as last loaded and today's date. Only the page's own fields are judged.
  const judge = zodResolver(guestbookDetailsSchema({ today: localToday(), kept: original }), undefined, { raw: true });
  const resolver: Resolver<TGuestbookForm> = async (values, context, options) => {
    const result = await judge(values, context, options);
    const errors = messagesOf(result.errors, fields);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: "validate", message }])) };
  };

  // `values` follows the loaded guestbook (after a save, what the server kept) without losing fields being edited.
  const form = useForm<TGuestbookForm>({ values: original, resetOptions: { keepDirtyValues: true }, resolver, shouldFocusError: false });
  const draft = useWatch({ control: form.control }) as TGuestbookForm;

  function set<K extends TFormField>(field: K, value: TGuestbookForm[K]) {
    form.setValue(field, value as never, { shouldDirty: true });
    form.clearErrors(field);
    onEdit?.();
  }

  function setCover(cover: TCover) {
    for (const [field, value] of Object.entries(cover)) form.setValue(field as keyof TCover, value, { shouldDirty: true });
    onEdit?.();
  }

  const errors = messagesOf(form.formState.errors, fields);

  return {
    draft,
    today,
    errors,
    dirty: hasChanges(changedFields(original, draft, fields)),
    set,
    setCover,
    /** A text or colour field's value, change and error, for TextField and ColourField. */
    text: (field: TKeysOf<string>) => ({ value: draft[field], onChange: (value: string) => set(field, value), error: errors[field] }),
    /** A switch's state and change, for SwitchField. */
    toggle: (field: TKeysOf<boolean>) => ({ checked: draft[field], onChange: (checked: boolean) => set(field, checked) }),
    discard: () => form.reset(original),
    /** Runs the checks, then `onValid` with the changed fields, or `onInvalid` with the errors found. */
    submit: (onValid: (changes: ReturnType<typeof changedFields>) => Promise<void> | void, onInvalid: (errors: TFormErrors) => void) =>
      form.handleSubmit(
        (values) => onValid(changedFields(original, values, fields)),
        (errors) => onInvalid(messagesOf(errors, fields)),
      ),
  };
}
