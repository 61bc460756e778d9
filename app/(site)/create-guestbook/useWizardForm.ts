"use client";
// The wizard's form on react-hook-form: useForm holds steps 1 and 2, and creating goes through
// handleSubmit, judged by zodResolver with the route's own schema (ZWizardForm). Step 1's errors are
// read from that schema on every render instead: once shown they follow each change (choosing Other
// asks for its name at once) and the Next button looks disabled while any remain, which
// react-hook-form's per-field re-check would not keep in step.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { initialWizardForm, stepOneErrors, WIZARD_FIELDS, ZWizardForm, type TWizardDraft, type TWizardForm, type TWizardValid } from "./wizard-form";

export function useWizardForm(guestbookName: string) {
  const form = useForm<TWizardForm, unknown, TWizardValid>({
    resolver: zodResolver(ZWizardForm),
    defaultValues: initialWizardForm(guestbookName),
    // The wizard moves focus itself, in page order: the custom event type field comes and goes.
    shouldFocusError: false,
  });
  // The defaults hold every field, so only step 1's questions can be missing.
  const values = useWatch({ control: form.control }) as TWizardDraft;

  /** Applies a change to the values as they are now (a cover suggestion arrives after a render or two). */
  function update(change: (current: TWizardDraft) => TWizardDraft) {
    const current: TWizardDraft = form.getValues();
    const next = change(current);
    for (const field of WIZARD_FIELDS) {
      if (!Object.is(next[field], current[field])) form.setValue(field, next[field] as never);
    }
  }

  return {
    values,
    /** Step 1's errors for the values shown, whether or not they are shown yet. */
    stepOneErrors: stepOneErrors(values),
    update,
    current: (): TWizardDraft => form.getValues(),
    restore: (draft: TWizardDraft) => form.reset(draft),
    /** Judges the whole form, then `onValid` with it judged (texts trimmed), or `onInvalid` with each field's message. */
    submit: (onValid: (valid: TWizardValid) => Promise<void>, onInvalid: (messages: Record<string, string>) => void) =>
      form.handleSubmit(onValid, (errors) =>
        onInvalid(Object.fromEntries(Object.entries(errors).flatMap(([field, error]) => (typeof error?.message === "string" ? [[field, error.message]] : [])))),
      ),
  };
}
