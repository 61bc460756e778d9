"use client";
// The one form model of the edit page and the Personalization tab: react-hook-form holding the
// guestbook's editable fields, judged by spec 001 section 5's checks (validateForm, with its texts),
// and what changed against the loaded guestbook (only that is sent). An edited field drops its error
// until the next save.
import { useMemo } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TCover } from "@/components/image-chooser/cover-choice";
import {
  changedFields,
  formFromGuestbook,
  hasChanges,
  localToday,
  validateForm,
  type TFormErrors,
  type TFormField,
  type TGuestbookForm,
} from "./guestbook-form";

function messagesOf(errors: FieldErrors<TGuestbookForm>): TFormErrors {
  const messages: TFormErrors = {};
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") messages[field as TFormField] = error.message;
  }
  return messages;
}

export function useGuestbookDraft(guestbook: TGuestbookJson, fields: readonly TFormField[]) {
  const original = useMemo(() => formFromGuestbook(guestbook), [guestbook]);
  const today = localToday();

  // react-hook-form takes its options afresh on every render, so the checks always judge against the
  // guestbook as last loaded.
  const resolver: Resolver<TGuestbookForm> = async (values) => {
    const found = validateForm(original, values, fields, localToday());
    const entries = Object.entries(found).filter(([, message]) => message);
    if (entries.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: "validate", message }])) };
  };

  // `values` follows the loaded guestbook (after a save, what the server kept) without losing fields being edited.
  const form = useForm<TGuestbookForm>({ values: original, resetOptions: { keepDirtyValues: true }, resolver, shouldFocusError: false });
  const draft = useWatch({ control: form.control }) as TGuestbookForm;

  function set<K extends TFormField>(field: K, value: TGuestbookForm[K]) {
    form.setValue(field, value as never, { shouldDirty: true });
    form.clearErrors(field);
  }

  function setCover(cover: TCover) {
    for (const [field, value] of Object.entries(cover)) form.setValue(field as keyof TCover, value, { shouldDirty: true });
  }

  return {
    draft,
    today,
    errors: messagesOf(form.formState.errors),
    dirty: hasChanges(changedFields(original, draft, fields)),
    set,
    setCover,
    discard: () => form.reset(original),
    /** Runs the checks, then `onValid` with the changed fields, or `onInvalid` with the errors found. */
    submit: (onValid: (changes: ReturnType<typeof changedFields>) => Promise<void> | void, onInvalid: (errors: TFormErrors) => void) =>
      form.handleSubmit(
        (values) => onValid(changedFields(original, values, fields)),
        (errors) => onInvalid(messagesOf(errors)),
      ),
  };
}
