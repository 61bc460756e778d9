"use client";
// The cover image chooser (spec 001 "Background image chooser"): stock photos by category and search,
// the user's own uploads, and solid colour presets. Its state lives inside the dialog, which mounts only
// while open, so every opening starts again at page 1 of the initial category (All unless given).
import { useId, useState } from "react";
import Modal from "@/components/ui/Modal";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { TabList, tabId, tabPanelId } from "@/components/ui/TabList";
import { STOCK_CATEGORIES, type TStockCategory } from "@/lib/constants/stock-categories";
import type { TImageOption } from "@/lib/validation/images";
import { coverChoiceFromImage, type TCoverChoice } from "./cover-choice";
import styles from "./ImageChooser.module.css";
import { MyUploadsPanel } from "./MyUploadsPanel";
import { SolidColorsPanel } from "./SolidColorsPanel";
import { StockPhotosPanel } from "./StockPhotosPanel";
import { trackPhotoUse } from "@/lib/client/images";

type TProps = {
  open: boolean;
  onClose(): void;
  /** Called with the chosen cover; the chooser then closes itself through onClose. */
  onSelect(choice: TCoverChoice): void;
  initialCategory?: string;
  /** Photos only, without the solid colours tab: an audio card's cover is always a picture. */
  imagesOnly?: boolean;
  /**
   * Uploads an image somewhere other than the signed-in user's own uploads (a pro card's recipient, who
   * has no account): the upload tab then lists nothing and an uploaded image is chosen at once.
   */
  uploadImage?: (file: File) => Promise<{ imageUrl: string }>;
};

// Each tab's name is the catalogue's `shared.images.<key>`.
const TABS = ["stock", "uploads", "colours"] as const;
type TTabKey = (typeof TABS)[number];

export function ImageChooserModal({ open, onClose, onSelect, initialCategory, imagesOnly = false, uploadImage }: TProps) {
  const t = useTranslations("shared");
  return (
    <Modal open={open} onClose={onClose} title={t("images.title")} className={styles.chooser}>
      <ChooserBody
        initialCategory={STOCK_CATEGORIES.find((name) => name === initialCategory) ?? "All"}
        tabs={imagesOnly ? TABS.filter((key) => key !== "colours") : TABS}
        uploadImage={uploadImage}
        onSelect={(choice) => {
          onSelect(choice);
          onClose();
        }}
      />
    </Modal>
  );
}

type TBodyProps = Pick<TProps, "uploadImage"> & {
  initialCategory: TStockCategory;
  tabs: readonly TTabKey[];
  onSelect(choice: TCoverChoice): void;
};

function ChooserBody({ initialCategory, tabs, onSelect, uploadImage }: TBodyProps) {
  const t = useTranslations("shared");
  const [tab, setTab] = useState<TTabKey>("stock");
  // Mounted on first visit and kept, so switching tabs does not lose an upload in progress.
  const [uploadsVisited, setUploadsVisited] = useState(false);
  const baseId = useId();

  function showTab(key: TTabKey) {
    setTab(key);
    if (key === "uploads") setUploadsVisited(true);
  }

  function chooseImage(image: TImageOption) {
    trackPhotoUse(image.downloadLocation);
    onSelect(coverChoiceFromImage(image));
  }

  return (
    <>
      <TabList
        baseId={baseId}
        label={t("images.source")}
        tabs={tabs.map((key) => ({ key, label: t(`images.${key}`) }))}
        selected={tab}
        onSelect={showTab}
        className={styles.tablist}
        tabClassName={styles.tab}
        autoFocusKey="stock"
      />
      {tabs.map((key) => (
        <div key={key} role="tabpanel" id={tabPanelId(baseId, key)} aria-labelledby={tabId(baseId, key)} hidden={tab !== key}>
          {key === "stock" && <StockPhotosPanel initialCategory={initialCategory} onChoose={chooseImage} />}
          {key === "uploads" && uploadsVisited && (
            <MyUploadsPanel
              onChoose={chooseImage}
              upload={uploadImage && { send: uploadImage, onUploaded: (url) => onSelect({ kind: "image", url, photographer: null, unsplashUrl: null }) }}
            />
          )}
          {key === "colours" && <SolidColorsPanel onChoose={(color) => onSelect({ kind: "color", color })} />}
        </div>
      ))}
    </>
  );
}
