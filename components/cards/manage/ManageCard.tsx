"use client";
// /manage-audio-message/{id}: the owner's page for one audio card (spec 002), in two tabs. One form holds
// the name (edited inline on the details tab) and the settings; Save Changes appears whenever anything
// differs from the stored card and sends only what differs. The open tab lives in the URL (?tab=settings).
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Spinner } from "@/components/ui/Spinner";
import { TabbedPanel } from "@/components/ui/TabList";
import { useUrlTab } from "@/components/ui/useUrlTab";
import type { TCardJson } from "@/lib/validation/cards";
import { updateCard } from "./api";
import { ZManageCardForm, changedFields, formFromCard, type TManageCardForm } from "./card-form";
import DetailsTab from "./DetailsTab";
import SettingsTab from "./SettingsTab";
import styles from "./Manage.module.css";

const CARD_TABS = ["details", "settings"] as const;
export type TCardTab = (typeof CARD_TABS)[number];
const TAB_LABELS: Record<TCardTab, string> = { details: "Audio Card Details", settings: "Settings" };

const SAVED = "Changes saved successfully!";
const SAVE_FAILED = "Failed to save changes";

type TProps = { initialCard: TCardJson; initialTab: TCardTab; isPro: boolean; email: string };

export default function ManageCard({ initialCard, initialTab, isPro, email }: TProps) {
  const [card, setCard] = useState(initialCard);
  const [tab, select] = useUrlTab<TCardTab>(initialTab, "details");
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const baseId = useId();
  const form = useForm<z.input<typeof ZManageCardForm>, unknown, TManageCardForm>({
    resolver: zodResolver(ZManageCardForm),
    defaultValues: formFromCard(initialCard),
    mode: "onChange",
  });
  const values = useWatch({ control: form.control }) as TManageCardForm;
  const changes = changedFields(card, { ...formFromCard(card), ...values });
  const dirty = Object.keys(changes).length > 0;

  /** A change made elsewhere on the page (status, Forever Hosting): the stored card moves, the form's edits stay. */
  function replaceStored(updated: TCardJson) {
    setCard(updated);
  }

  const save = form.handleSubmit(async (submitted) => {
    setNotice(null);
    setSaving(true);
    try {
      const updated = await updateCard(card.messageId, changedFields(card, submitted));
      setCard(updated);
      form.reset(formFromCard(updated));
      setNotice({ kind: "success", text: SAVED });
    } catch {
      setNotice({ kind: "error", text: SAVE_FAILED });
    } finally {
      setSaving(false);
    }
  });

  return (
    <div className={styles.page}>
      <header className={isPro ? `${styles.header} ${styles.headerPro}` : `${styles.header} theme-dark`}>
        <div className={`container ${styles.headerInner}`}>
          <Link href="/dashboard?tab=audio-messages" className={`btn btn-ghost btn-sm ${styles.back}`}>
            <span aria-hidden="true">←</span> Back to Dashboard
          </Link>
          <h1 className={styles.title}>{card.name}</h1>
        </div>
      </header>

      <div className="container">
        <form onSubmit={save} noValidate>
          <TabbedPanel baseId={baseId} label="Manage audio card" keys={CARD_TABS} labels={TAB_LABELS} selected={tab} onSelect={select} classes={styles}>
            {tab === "details" ? <DetailsTab card={card} form={form} onStoredChange={replaceStored} /> : null}
            {tab === "settings" ? <SettingsTab card={card} form={form} email={email} /> : null}
          </TabbedPanel>

          <div className={styles.saveBar}>
            <div role="status">{notice?.kind === "success" ? <p className="alert alert-success">{notice.text}</p> : null}</div>
            <div role="alert">{notice?.kind === "error" ? <p className="alert alert-error">{notice.text}</p> : null}</div>
            {dirty ? (
              <div className={styles.saveActions}>
                <button type="submit" className="btn btn-primary" disabled={saving || !form.formState.isValid}>
                  {saving ? (
                    <>
                      <Spinner /> Saving…
                    </>
                  ) : (
                    "Save Changes"
                  )}
                </button>
                <button type="button" className="btn btn-outline" disabled={saving} onClick={() => form.reset(formFromCard(card))}>
                  Discard Changes
                </button>
              </div>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
