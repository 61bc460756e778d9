"use client";
// The cover image chooser (spec 001 "Background image chooser"): stock photos by category and search,
// the user's own uploads, and solid colour presets. Its state lives inside the dialog, which mounts only
// while open, so every opening starts again at page 1 of the initial category (All unless given).
import { useId, useRef, useState, type KeyboardEvent } from "react";
import Modal from "@/components/ui/Modal";
import { tabIndexForKey } from "@/components/ui/tab-keys";
import { STOCK_CATEGORIES, type TStockCategory } from "@/lib/images/stock/categories";
import type { TImageOption } from "@/lib/validation/images";
import { coverChoiceFromImage, type TCoverChoice } from "./cover-choice";
import styles from "./ImageChooser.module.css";
import { MyUploadsPanel } from "./MyUploadsPanel";
import { SolidColorsPanel } from "./SolidColorsPanel";
import { StockPhotosPanel } from "./StockPhotosPanel";
import { trackPhotoUse } from "./track-photo-use";


type TProps = {
  open: boolean;
  onClose(): void;
  /** Called with the chosen cover; the chooser then closes itself through onClose. */
  onSelect(choice: TCoverChoice): void;
  initialCategory?: string;
};

const TABS = [
  { key: "stock", label: "Stock photos" },
  { key: "uploads", label: "My uploads" },
  { key: "colors", label: "Solid colours" },
] as const;
type TTabKey = (typeof TABS)[number]["key"];

export function ImageChooserModal({ open, onClose, onSelect, initialCategory }: TProps) {
  return (
    <Modal open={open} onClose={onClose} title="Choose a background" className={styles.chooser}>
      <ChooserBody
        initialCategory={STOCK_CATEGORIES.find((name) => name === initialCategory) ?? "All"}
        onSelect={(choice) => {
          onSelect(choice);
          onClose();
        }}
      />
    </Modal>
  );
}

function ChooserBody({ initialCategory, onSelect }: { initialCategory: TStockCategory; onSelect(choice: TCoverChoice): void }) {
  const [tab, setTab] = useState<TTabKey>("stock");
  // Mounted on first visit and kept, so switching tabs does not lose an upload in progress.
  const [uploadsVisited, setUploadsVisited] = useState(false);
  const tabRefs = useRef<Partial<Record<TTabKey, HTMLButtonElement | null>>>({});
  const baseId = useId();

  function showTab(key: TTabKey) {
    setTab(key);
    if (key === "uploads") setUploadsVisited(true);
  }

  function chooseImage(image: TImageOption) {
    trackPhotoUse(image.downloadLocation);
    onSelect(coverChoiceFromImage(image));
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, TABS.length);
    if (next === null) return;
    event.preventDefault();
    showTab(TABS[next].key);
    tabRefs.current[TABS[next].key]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Background source" className={styles.tablist}>
        {TABS.map(({ key, label }, index) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${baseId}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            data-autofocus={key === "stock" ? "" : undefined}
            onClick={() => showTab(key)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ key }) => (
        <div key={key} role="tabpanel" id={`${baseId}-${key}-panel`} aria-labelledby={`${baseId}-${key}-tab`} hidden={tab !== key}>
          {key === "stock" && <StockPhotosPanel initialCategory={initialCategory} onChoose={chooseImage} />}
          {key === "uploads" && uploadsVisited && <MyUploadsPanel onChoose={chooseImage} />}
          {key === "colors" && <SolidColorsPanel onChoose={(color) => onSelect({ kind: "color", color })} />}
        </div>
      ))}
    </>
  );
}

