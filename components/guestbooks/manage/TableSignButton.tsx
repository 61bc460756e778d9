"use client";
// "Print a table sign" (issue 50): a dialog to choose the paper and, on A4 or Letter, a folded tent card,
// with the PDF itself previewed and a link that downloads it. The server draws the sign
// (GET /api/guestbooks/{id}/sign.pdf); this only builds its address, with the code's look the host chose
// in the QR designer (kept in this browser: components/qr/saved-qr-settings.ts).
import { useState } from "react";
import Modal from "@/components/ui/Modal";
import { SelectField } from "@/components/ui/SelectField";
import { SIGN_SIZES, TENT_SIZES, type TSignLayout, type TSignSize } from "@/lib/validation/signs";
import { readSavedQrSettings } from "@/components/qr/saved-qr-settings";
import { qrLookQuery } from "@/lib/qr/qr-look";
import { withQrDefaults } from "@/lib/qr/settings";
import styles from "./Manage.module.css";

const SIZE_LABELS: Record<TSignSize, string> = {
  a6: "A6 (105 × 148 mm)",
  a5: "A5 (148 × 210 mm)",
  a4: "A4 (210 × 297 mm)",
  letter: "US Letter (8.5 × 11 in)",
  "4x6": "4 × 6 in card",
};
const LAYOUT_LABELS: Record<TSignLayout, string> = { flat: "Flat sign", tent: "Tent card, folded in the middle" };

/** The name a guestbook's QR design is kept under in the browser (its share box's designer and its sign). */
export function guestbookQrName(guestbookId: string): string {
  return `guestbook-${guestbookId}`;
}

function signUrl(guestbookId: string, size: TSignSize, layout: TSignLayout, look: Record<string, string>): string {
  const query = new URLSearchParams({ size, ...(layout === "tent" ? { layout } : {}), ...look });
  return `/api/guestbooks/${encodeURIComponent(guestbookId)}/sign.pdf?${query}`;
}

export function TableSignButton({ guestbookId, qrSavedAs }: { guestbookId: string; qrSavedAs: string }) {
  const [open, setOpen] = useState(false);
  // The designer's look, read when the dialog opens (the host may have changed it meanwhile).
  const [look, setLook] = useState<Record<string, string>>({});
  const [size, setSize] = useState<TSignSize>("a5");
  const [chosenLayout, setLayout] = useState<TSignLayout>("flat");
  const canFold = TENT_SIZES.includes(size);
  const layout = canFold ? chosenLayout : "flat";
  const url = signUrl(guestbookId, size, layout, look);

  function openDialog() {
    setLook(qrLookQuery(withQrDefaults(readSavedQrSettings(qrSavedAs))));
    setOpen(true);
  }

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={openDialog}>
        Print a table sign
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Print a table sign" description="A card for each table: its code opens your guest page.">
        <SelectField id="sign-size" label="Paper size" value={size} options={SIGN_SIZES} labels={SIZE_LABELS} onChange={setSize} />
        <SelectField
          id="sign-layout"
          label="Layout"
          value={layout}
          options={canFold ? (["flat", "tent"] as const) : (["flat"] as const)}
          labels={LAYOUT_LABELS}
          hint={canFold ? "A tent card stands on the table: fold the page along the dashed line." : "A tent card is printed on A4 or Letter."}
          onChange={setLayout}
        />
        <p className="hint">
          {Object.keys(look).length > 0
            ? "The code is printed in your design from Show QR Code."
            : "The code is printed in Echobook's look: design your own under Show QR Code."}
        </p>
        <iframe key={url} className={styles.signPreview} src={url} title={`Preview of the ${SIZE_LABELS[size]} table sign`} />
        <div className={styles.signActions}>
          <a className="btn btn-primary" href={url} download>
            Download the sign (PDF)
          </a>
        </div>
      </Modal>
    </>
  );
}
