"use client";
// Step 2's three collapsible sections (spec 001): style the top (cover, overlay, title, title colour),
// style the bottom (message title and text, button colours) and additional options (the 24-hour window,
// and open and close dates on the tiers that have them).
import { MODERATION_HINT, MODERATION_LABEL, VOICE_POLISH_HINT } from "@/lib/constants/guestbooks";
import type { ChangeEvent } from "react";
import { CoverField } from "@/components/guestbooks/CoverField";
import { TextField } from "@/components/ui/TextField";
import { ColourField } from "@/components/colors/ColourPalette";
import { Section, Sections, SwitchToggle } from "@/components/wizard/PersonalizeParts";
import { localToday } from "@/components/guestbooks/manage/guestbook-form";
import { OpenCloseDates } from "@/components/guestbooks/manage/OpenCloseDates";
import { guestbookTier } from "@/lib/pricing/plans";
import type { TWizardDraft } from "./wizard-form";
import { LOOK_TEXT_MAX } from "@/lib/validation/guestbooks";

type TProps = { form: TWizardDraft; onChange(update: (form: TWizardDraft) => TWizardDraft): void; findingCover: boolean };

export function PersonalizeSections({ form, onChange, findingCover }: TProps) {
  const set =
    <K extends keyof TWizardDraft>(key: K) =>
    (value: TWizardDraft[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const switched = (key: "showOverlay" | "allow24HoursBeforeAfter" | "voicePolish") => ({
    checked: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key)(event.target.checked),
  });
  return (
    <Sections>
      <Section title="1. Style the top" open>
        <CoverField value={form} onChange={(cover) => onChange((current) => ({ ...current, ...cover }))} finding={findingCover} compact />
        <SwitchToggle
          id="personalize-overlay"
          label="Darken the cover (overlay)"
          hint="Makes the title easier to read on a bright photo."
          input={switched("showOverlay")}
        />
        <TextField id="personalize-title" label="Title" maxLength={LOOK_TEXT_MAX.title} value={form.title} onChange={set("title")} />
        <ColourField id="personalize-title-color" label="Title colour" value={form.titleColor} onChange={set("titleColor")} />
      </Section>
      <Section title="2. Style the bottom">
        <TextField id="personalize-subtitle" label="Message title" maxLength={LOOK_TEXT_MAX.subtitle} value={form.subtitle} onChange={set("subtitle")} />
        <TextField id="personalize-message" label="Message text" maxLength={LOOK_TEXT_MAX.message} multiline value={form.message} onChange={set("message")} />
        <ColourField id="personalize-button-color" label="Button colour" value={form.buttonColor} onChange={set("buttonColor")} />
        <ColourField id="personalize-button-text-color" label="Button text colour" value={form.buttonTextColor} onChange={set("buttonTextColor")} />
      </Section>
      <Section title="3. Additional options">
        <SwitchToggle
          id="personalize-24h"
          label="Allow recordings 24 hours before and after"
          hint="Guests can record from the day before the event until the day after."
          input={switched("allow24HoursBeforeAfter")}
        />
        <SwitchToggle id="personalize-voice-polish" label="Even out voices" hint={VOICE_POLISH_HINT} input={switched("voicePolish")} />
        <SwitchToggle
          id="personalize-moderation"
          label={MODERATION_LABEL}
          hint={MODERATION_HINT}
          input={{ checked: form.moderation === "approve", onChange: (event) => set("moderation")(event.target.checked ? "approve" : "none") }}
        />
        <OpenCloseDates
          value={form}
          onChange={(field, value) => onChange((current) => ({ ...current, [field]: value }))}
          available={form.tierIdx !== undefined && guestbookTier(form.tierIdx).openCloseDates}
          min={localToday()}
        />
      </Section>
    </Sections>
  );
}
