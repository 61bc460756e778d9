"use client";
// Stock photos: category chips (All first), a search box, 12 photos a page with Load More, and the
// credit the licence or Unsplash asks for under each photo.
import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { STOCK_CATEGORIES, type TStockCategory } from "@/lib/constants/stock-categories";
import { STOCK_SEARCH_MAX, type TImageOption } from "@/lib/validation/images";
import styles from "./ImageChooser.module.css";
import { SEARCH_DEBOUNCE_MS, useDebounced, useStockPhotos } from "./use-stock-photos";

// Each category's name in the catalogue (shared.images.categories); the library and its API keep the English names.
const CATEGORY_KEYS: Record<TStockCategory, string> = {
  All: "all",
  Wedding: "wedding",
  Birthday: "birthday",
  Anniversary: "anniversary",
  Graduation: "graduation",
  "Baby Shower": "babyShower",
  Holiday: "holiday",
  Corporate: "corporate",
  Family: "family",
  Celebration: "celebration",
  Other: "other",
};

type TProps = { initialCategory: TStockCategory; onChoose(photo: TImageOption): void };

export function StockPhotosPanel({ initialCategory, onChoose }: TProps) {
  const [category, setCategory] = useState<TStockCategory>(initialCategory);
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { photos, hasMore, loading, failed, loadMore, retry } = useStockPhotos(category, query);
  const searchId = useId();
  const t = useTranslations("shared");

  return (
    <div className={styles.panelBody}>
      <div role="group" aria-label={t("images.category")} className={styles.chips}>
        {STOCK_CATEGORIES.map((name) => (
          <button key={name} type="button" className={styles.chip} aria-pressed={name === category} onClick={() => setCategory(name)}>
            {t(`images.categories.${CATEGORY_KEYS[name]}`)}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="label" htmlFor={searchId}>
          {t("images.search")}
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={search}
          maxLength={STOCK_SEARCH_MAX}
          placeholder={t("images.searchPlaceholder")}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {photos.length > 0 && (
        <ul className={styles.grid} aria-label={t("images.stock")}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.tile}>
              <button type="button" className={styles.imageButton} onClick={() => onChoose(photo)} aria-label={t("images.usePhoto", { alt: photo.alt })}>
                {/* Plain <img>: local files and Unsplash's CDN are already sized for the grid. */}
                <img src={photo.thumbUrl ?? photo.url} alt="" loading="lazy" decoding="async" width={480} height={270} />
              </button>
              <PhotoCredit photo={photo} />
            </li>
          ))}
        </ul>
      )}

      <p role="status" className={styles.status}>
        {loading ? t("images.loading") : !failed && photos.length === 0 ? t("images.noPhotos") : ""}
      </p>
      {failed && (
        <p className="error-text" role="alert">
          {t("images.photosFailed")}{" "}
          <button type="button" className={styles.linkButton} onClick={retry}>
            {t("images.tryAgain")}
          </button>
        </p>
      )}
      {hasMore && !loading && !failed && (
        <button type="button" className={`btn btn-outline btn-block ${styles.loadMore}`} onClick={loadMore}>
          {t("images.loadMore")}
        </button>
      )}
    </div>
  );
}

function PhotoCredit({ photo }: { photo: TImageOption }) {
  const t = useTranslations("shared");
  if (!photo.photographer) return null;
  const { photographerUrl, unsplashUrl } = photo;
  const values = {
    name: photo.photographer,
    link: (chunks: ReactNode[]) =>
      photographerUrl ? (
        <a href={photographerUrl} target="_blank" rel="noopener noreferrer">
          {chunks}
        </a>
      ) : (
        chunks
      ),
    unsplash: (chunks: ReactNode[]) => (
      <a href={unsplashUrl ?? undefined} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    ),
  };
  return <p className={styles.credit}>{t.rich(unsplashUrl ? "images.photoByUnsplash" : "images.photoBy", values)}</p>;
}
