"use client";
// The signed-in user's own images: upload one (checked here first, with the spec's texts) and choose
// from earlier uploads. Signed-out visitors are told that uploads need an account, unless the page
// uploads elsewhere (`upload`, a pro card's recipient): then there is no list and the upload is chosen.
import { loginUrl } from "@/lib/auth/login-url";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useLocale, useTranslations, type TTranslate } from "@/components/i18n/ClientMessages";
import { IMAGE_ACCEPT } from "@/lib/images/user-images/limits";
import { ZUserImageJson, type TUserImageJson } from "@/lib/validation/images";
import styles from "./ImageChooser.module.css";
import { imageFileProblemKey } from "./upload-checks";
import { ApiClientError, hasCode } from "@/lib/client/api";
import { listUserImages, uploadUserImage } from "@/lib/client/images";

type TList = { state: "loading" } | { state: "signed-out" } | { state: "failed" } | { state: "ready"; images: TUserImageJson[] };

const ZList = ZUserImageJson.array();

// The server's own texts for these are the spec's (in English); anything else gets the generic failure text.
const SPEC_TEXT_KEYS: Record<string, string> = { PAYLOAD_TOO_LARGE: "tooLarge", UNSUPPORTED_MEDIA_TYPE: "notAnImage", RATE_LIMITED: "rateLimited" };

/** What to tell of a failed upload: the server's spec text on an English page, the catalogue's words in another language. */
function uploadFailure(error: unknown, locale: string, t: TTranslate): string {
  const key = error instanceof ApiClientError ? SPEC_TEXT_KEYS[error.code] : undefined;
  if (!key || !(error instanceof ApiClientError) || !error.serverMessage) return t("images.uploadFailed");
  return locale === "en" ? error.serverMessage : t(`images.${key}`);
}

type TOtherUpload = { send(file: File): Promise<{ imageUrl: string }>; onUploaded(url: string): void };

export function MyUploadsPanel({ onChoose, upload }: { onChoose(image: TUserImageJson): void; upload?: TOtherUpload }) {
  const [list, setList] = useState<TList>(upload ? { state: "ready", images: [] } : { state: "loading" });
  const [uploading, setUploading] = useState(false);
  const t = useTranslations("shared");
  const locale = useLocale();
  const uploadedAt = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }), [locale]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const inputId = useId();
  const errorId = useId();
  const newest = useRef<HTMLButtonElement>(null);
  const focusNewest = useRef(false);

  useEffect(() => {
    if (upload) return;
    const controller = new AbortController();
    listUserImages(controller.signal)
      .then((images) => setList({ state: "ready", images: ZList.parse(images) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setList(hasCode(error, "UNAUTHORIZED") ? { state: "signed-out" } : { state: "failed" });
      });
    return () => controller.abort();
  }, [upload]);

  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    newest.current?.focus();
  }, [list]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setNotice("");
    const problem = imageFileProblemKey(file);
    setError(problem && t(`images.${problem}`));
    if (problem) return;
    setUploading(true);
    try {
      if (upload) {
        upload.onUploaded((await upload.send(file)).imageUrl);
        return;
      }
      const saved = await uploadUserImage(file);
      focusNewest.current = true;
      setList((previous) => ({ state: "ready", images: [saved, ...(previous.state === "ready" ? previous.images : [])] }));
      setNotice(t("images.uploaded"));
    } catch (error) {
      if (hasCode(error, "UNAUTHORIZED")) setList({ state: "signed-out" });
      else setError(uploadFailure(error, locale, t));
    } finally {
      setUploading(false);
    }
  }

  if (list.state === "signed-out") {
    return (
      <p className={styles.panelBody}>
        {t.rich("images.needsAccount", { link: (chunks) => <a href={loginUrl(window.location.pathname + window.location.search)}>{chunks}</a> })}
      </p>
    );
  }

  return (
    <div className={styles.panelBody}>
      <div className={styles.uploadRow}>
        <input
          id={inputId}
          className={`visually-hidden ${styles.fileInput}`}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={uploading || list.state === "loading"}
          aria-describedby={error ? errorId : undefined}
          onChange={onFile}
        />
        <label htmlFor={inputId} className="btn btn-primary" aria-disabled={uploading || list.state === "loading"}>
          {uploading ? t("images.uploading") : t("images.upload")}
        </label>
        <p className="hint">{t("images.uploadTypes")}</p>
      </div>
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
      <p role="status" className={styles.status}>
        {list.state === "loading" ? t("images.loading") : uploading ? t("images.uploading") : notice}
      </p>
      {list.state === "failed" && <p className="error-text">{t("images.listFailed")}</p>}
      {!upload && list.state === "ready" && list.images.length === 0 && <p className={styles.status}>{t("images.noUploads")}</p>}
      {list.state === "ready" && list.images.length > 0 && (
        <ul className={styles.grid} aria-label={t("images.yourImages")}>
          {list.images.map((image, index) => (
            <li key={image.id} className={styles.tile}>
              <button
                ref={index === 0 ? newest : undefined}
                type="button"
                className={styles.imageButton}
                onClick={() => onChoose(image)}
                aria-label={t("images.useUpload", { date: uploadedAt.format(new Date(image.createdAt)) })}
              >
                <img src={image.url} alt="" loading="lazy" decoding="async" width={image.width} height={image.height} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
