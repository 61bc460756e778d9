"use client";
// 'Activate Pro Audio Card' (spec 002): the 8-character code, 'Activate Page' / 'Activating...', and the
// server's own error in red (a wrong code, the lock after too many). Shown over the blurred card before
// activation, where it cannot be dismissed, and on another device, where it can be cancelled. The code is
// sent as typed: the server trims it and ignores case, spaces and dashes.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { useErrorText } from "@/components/i18n/useErrorText";
import { Field } from "@/components/ui/Field";
import { FieldError } from "@/components/ui/FieldError";
import { Spinner } from "@/components/ui/Spinner";
import { ApiClientError } from "@/lib/client/api";
import { activateProCard } from "@/lib/client/pro-cards";
import { ACTIVATION_CODE_LENGTH } from "@/lib/constants/pro-cards";
import { ZProCardActivate } from "@/lib/validation/pro-cards";
import type { TProCardPublicJson } from "@/lib/validation/pro-cards";
import styles from "./ProCard.module.css";

const activateForm = (missing: string) => ZProCardActivate.extend({ activationCode: ZProCardActivate.shape.activationCode.trim().min(1, missing) });
type TActivateForm = z.infer<ReturnType<typeof activateForm>>;

// Spec 002 §8: the server's error, else 'Activation failed'; the known ones told apart by their code, so
// they read in the page's language.
const ERROR_KEYS: Record<string, string> = { ACTIVATION_CODE_INVALID: "codeInvalid", ACTIVATION_LOCKED: "locked", NOT_FOUND: "loadFailed" };

type TProps = { messageId: string; onActivated(card: TProCardPublicJson): void; onCancel?: () => void };

export function ActivateDialog({ messageId, onActivated, onCancel }: TProps) {
  const t = useTranslations("proCard");
  const errorText = useErrorText();
  const schema = useMemo(() => activateForm(t("codeMissing")), [t]);
  const form = useForm<TActivateForm>({ resolver: zodResolver(schema), defaultValues: { activationCode: "" } });
  const [serverError, setServerError] = useState<string | null>(null);
  const titleId = useId();
  const promptId = useId();
  const errorId = useId();
  const fieldError = form.formState.errors.activationCode?.message ?? null;
  const error = fieldError ?? serverError;
  const activating = form.formState.isSubmitting;
  // Spec 002 §5: submit is disabled when the code is empty or while activating.
  const codeEmpty = !(useWatch({ control: form.control, name: "activationCode" }) ?? "").trim();

  async function activate({ activationCode }: TActivateForm) {
    setServerError(null);
    try {
      onActivated(await activateProCard(messageId, activationCode));
    } catch (caught) {
      const known = caught instanceof ApiClientError ? ERROR_KEYS[caught.code] : undefined;
      setServerError(known ? t(known) : errorText(caught, t("activationFailed")));
    }
  }

  return (
    <section className={`card ${styles.dialog}`} role="dialog" aria-labelledby={titleId} aria-describedby={promptId}>
      <h1 id={titleId} className={styles.dialogTitle}>
        {t("activateTitle")}
      </h1>
      <p id={promptId}>{t("activatePrompt")}</p>
      <form className="stack" onSubmit={form.handleSubmit(activate)} noValidate>
        <Field id="activation-code" label={t("codeLabel")}>
          <input
            id="activation-code"
            className={`input ${styles.code}`}
            placeholder={t("codePlaceholder", { length: ACTIVATION_CODE_LENGTH })}
            maxLength={ACTIVATION_CODE_LENGTH}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // The dialog is the page's one task: start in the field.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register("activationCode", { onChange: () => setServerError(null) })}
          />
          <div role="alert">
            <FieldError id={errorId} error={error} />
          </div>
        </Field>
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={activating || codeEmpty} aria-busy={activating || undefined}>
          {activating ? (
            <>
              <Spinner /> {t("activating")}
            </>
          ) : (
            t("activate")
          )}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-block" onClick={onCancel} disabled={activating}>
            {t("cancel")}
          </button>
        )}
      </form>
    </section>
  );
}
