"use client";
// The QR designer shared by the record page, guestbooks and audio cards (spec 000 §2, QR customization
// panel): the code, which downloads itself when clicked or tapped, and a panel that can be expanded to
// change its look. Colour picks that would not scan are adjusted by lib/qr/scannable.ts; the panel says so.
import { useId, useState, type ReactNode } from "react";
import { ColourSwatches } from "@/components/colors/ColourPalette";
import { disclosureButton } from "@/components/ui/disclosure";
import { SelectField } from "@/components/ui/SelectField";
import { scannableColours } from "@/lib/qr/scannable";
import {
  QR_CUSTOM_TEXT_MAX_LENGTH,
  QR_DEFAULT_SIZE,
  QR_DEFAULT_TEXT,
  QR_TEXT_SIZES,
  withQrDefaults,
  type TQrColourField,
  type TQrSettings,
} from "@/lib/qr/settings";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { QrCode } from "./QrCode";
import styles from "./QrDesigner.module.css";

export type TQrDesignerProps = {
  /** What the code encodes, usually a share URL. */
  value: string;
  /** The custom text a new code starts with. */
  defaultText?: string;
  /** Width and height of the code in CSS px. */
  defaultSize?: number;
  /** The download is saved as `${fileName}.png`. */
  fileName?: string;
  /** Saved settings to start from; missing fields take the defaults. */
  initialSettings?: Partial<TQrSettings>;
  onChange?(settings: TQrSettings): void;
  /** A data:image/... URL drawn instead of the Echobook logo (a pro creator's own logo). */
  logo?: string;
};

// Each setting's words are the catalogue's shared.qr.<setting>, as are each colour's.
const TOGGLES = ["showText", "showBorder", "showLogo", "useGradient"] as const;
const COLOUR_FIELDS: readonly TQrColourField[] = ["qrColor", "backgroundColor", "textColor", "borderColor", "gradientStart", "gradientEnd"];
const GRADIENT_FIELDS: readonly TQrColourField[] = ["gradientStart", "gradientEnd"];

export function QrDesigner({
  value,
  defaultText = QR_DEFAULT_TEXT,
  defaultSize = QR_DEFAULT_SIZE,
  fileName = "echobook-qr-code",
  initialSettings,
  onChange,
  logo,
}: TQrDesignerProps) {
  const id = useId();
  const t = useTranslations("shared");
  const colourLabels = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, t(`qr.${field}`)])) as Record<TQrColourField, string>;
  const [settings, setSettings] = useState(() => withQrDefaults(initialSettings, defaultText));
  const [expanded, setExpanded] = useState(false);
  const [chosenTarget, setChosenTarget] = useState<TQrColourField>("qrColor");

  function update(change: Partial<TQrSettings>) {
    const next = { ...settings, ...change };
    setSettings(next);
    onChange?.(next);
  }

  const colourFields = COLOUR_FIELDS.filter((field) => settings.useGradient || !GRADIENT_FIELDS.includes(field));
  const paletteTarget = colourFields.includes(chosenTarget) ? chosenTarget : "qrColor";
  const textTooLong = settings.customText.length > QR_CUSTOM_TEXT_MAX_LENGTH;
  const panelId = `${id}-panel`;
  const textId = `${id}-text`;

  return (
    <div className={styles.designer}>
      <QrCode value={value} settings={settings} size={defaultSize} fileName={fileName} logo={logo} />
      <p className={styles.caption}>{t("qr.caption")}</p>
      <p className={styles.note} role="status">
        {scannableColours(settings).adjusted ? t("qr.adjusted") : ""}
      </p>

      <button {...disclosureButton(expanded, setExpanded, panelId)} className={`btn btn-outline btn-sm ${styles.toggleButton}`}>
        {t("qr.customize")}
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>

      <div id={panelId} className={styles.panel} hidden={!expanded}>
        <Choices legend={t("qr.shape")}>
          {(["circle", "square"] as const).map((shape) => (
            <Segment key={shape} name={`${id}-shape`} checked={settings.shape === shape} onSelect={() => update({ shape })}>
              {shape === "circle" ? t("qr.circle") : t("qr.square")}
            </Segment>
          ))}
        </Choices>

        <Choices legend={t("qr.show")}>
          {TOGGLES.map((field) => (
            <Toggle key={field} checked={settings[field]} onToggle={(checked) => update({ [field]: checked })}>
              {t(`qr.${field}`)}
            </Toggle>
          ))}
        </Choices>

        <Choices legend={t("qr.textSize")}>
          {QR_TEXT_SIZES.map((size) => (
            <Segment key={size} name={`${id}-text-size`} checked={settings.textSize === size} onSelect={() => update({ textSize: size })}>
              {size.toUpperCase()}
            </Segment>
          ))}
        </Choices>

        <div className="field">
          <label className="label" htmlFor={textId}>
            {t("qr.customText")}
          </label>
          <input
            id={textId}
            className="input"
            value={settings.customText}
            maxLength={QR_CUSTOM_TEXT_MAX_LENGTH}
            aria-invalid={textTooLong || undefined}
            aria-describedby={`${textId}-count${textTooLong ? ` ${textId}-error` : ""}`}
            onChange={(event) => update({ customText: event.target.value })}
          />
          <p id={`${textId}-count`} className="hint">
            {t("qr.characters", { count: settings.customText.length, max: QR_CUSTOM_TEXT_MAX_LENGTH })}
          </p>
          {textTooLong && (
            <p id={`${textId}-error`} className="error-text">
              {t("qr.tooLong", { max: QR_CUSTOM_TEXT_MAX_LENGTH })}
            </p>
          )}
        </div>

        <Choices legend={t("qr.colours")}>
          <div className={styles.colours}>
            {colourFields.map((field) => (
              <label key={field} className={styles.colour}>
                <input
                  type="color"
                  className={`color-input ${styles.colourInput}`}
                  value={settings[field]}
                  onChange={(event) => update({ [field]: event.target.value })}
                />
                {colourLabels[field]}
              </label>
            ))}
          </div>
          <SelectField
            id={`${id}-target`}
            label={t("qr.paletteSets")}
            className={styles.target}
            value={paletteTarget}
            options={colourFields}
            labels={colourLabels}
            onChange={setChosenTarget}
          />
          <ColourSwatches label={t("qr.palette")} value={settings[paletteTarget]} onPick={(hex) => update({ [paletteTarget]: hex })} />
        </Choices>
      </div>
    </div>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={`label ${styles.legend}`}>{legend}</legend>
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}

// A native radio, so arrow keys move through the group; the pill is its label.
function Segment({ name, checked, onSelect, children }: { name: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <label className={styles.segment}>
      <input type="radio" className={styles.segmentInput} name={name} checked={checked} onChange={onSelect} />
      <span className={`chip ${styles.segmentLabel}`}>{children}</span>
    </label>
  );
}

// A checkbox in a bordered box that is its label, as Segment is for a radio.
function Toggle({ checked, onToggle, children }: { checked: boolean; onToggle: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" className={styles.checkbox} checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      {children}
    </label>
  );
}
