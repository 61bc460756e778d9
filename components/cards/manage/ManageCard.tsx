"use client";
// /manage-audio-message/{id} and /manage-pro-audio-message/{id}: the owner's page for one card (spec 002),
// in two tabs; the kind (kinds.tsx) says what differs between a standard and a pro card. One form holds
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
import type { TProCardOwnerJson } from "@/lib/validation/pro-cards";
import { ZManageCardForm, changedFields, formFromCard, type TManageCardForm, type TManagedCard } from "./card-form";
import DetailsTab from "./DetailsTab";
import { AUDIO_CARD_KIND, PRO_CARD_KIND, type TCardKind } from "./kinds";
import { LineIcon } from "@/components/ui/LineIcon";
import SettingsTab from "./SettingsTab";
import styles from "./Manage.module.css";

// The settings tab's gear (spec 002: 'settings (gear icon)').
const GEAR = [
  "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  "M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.32 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1Z",
] as const;

const CARD_TABS = ["details", "settings"] as const;
export type TCardTab = (typeof CARD_TABS)[number];

const SAVED = "Changes saved successfully!";
const SAVE_FAILED = "Failed to save changes";

type TProps<C extends TManagedCard> = { initialCard: C; initialTab: TCardTab; isPro: boolean; email: string };

export function ManageAudioCard(props: TProps<TCardJson>) {
  return <ManageCard kind={AUDIO_CARD_KIND} {...props} />;
}

export function ManageProCard(props: TProps<TProCardOwnerJson>) {
  return <ManageCard kind={PRO_CARD_KIND} {...props} />;
}

function ManageCard<C extends TManagedCard>({ kind, initialCard, initialTab, isPro, email }: TProps<C> & { kind: TCardKind<C> }) {
  const [stored, setCard] = useState(initialCard);
  // What the form compares with and the preview draws (a pro card's title colour is its cover title colour).
  const card = kind.asForm ? kind.asForm(stored) : stored;
  const [tab, select] = useUrlTab<TCardTab>(initialTab, "details");
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const baseId = useId();
  const form = useForm<z.input<typeof ZManageCardForm>, unknown, TManageCardForm>({
    resolver: zodResolver(ZManageCardForm),
    defaultValues: formFromCard(kind.asForm ? kind.asForm(initialCard) : initialCard),
    mode: "onChange",
  });
  const values = useWatch({ control: form.control }) as TManageCardForm;
  const changes = changedFields(card, { ...formFromCard(card), ...values });
  const dirty = Object.keys(changes).length > 0;

  /** A change made elsewhere on the page (status, Forever Hosting): the stored card moves, the form's edits stay. */
  function replaceStored(updated: C) {
    setCard(updated);
  }

  const save = form.handleSubmit(async (submitted) => {
    setNotice(null);
    setSaving(true);
    try {
      const updated = await kind.update(card.messageId, changedFields(card, submitted));
      setCard(updated);
      form.reset(formFromCard(kind.asForm ? kind.asForm(updated) : updated));
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
          <Link href={kind.dashboardHref} className={`btn btn-ghost btn-sm ${styles.back}`}>
            <span aria-hidden="true">←</span> Back to Dashboard
          </Link>
          <h1 className={styles.title}>{card.name}</h1>
        </div>
      </header>

      <div className="container">
        <form onSubmit={save} noValidate>
          <TabbedPanel
            baseId={baseId}
            label={`Manage ${kind.texts.noun}`}
            keys={CARD_TABS}
            labels={{ details: kind.texts.details, settings: "Settings" }}
            icons={{ settings: <LineIcon paths={GEAR} size={18} /> }}
            selected={tab}
            onSelect={select}
            classes={styles}
          >
            {tab === "details" ? <DetailsTab kind={kind} card={card} form={form} onStoredChange={replaceStored} /> : null}
            {tab === "settings" ? <SettingsTab kind={kind} card={card} form={form} email={email} /> : null}
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
