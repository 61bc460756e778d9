"use client";
// After the recipient saves (spec 002): 'Share Your Audio Card' with the card's QR code (the creator's own
// logo in it when they have one), Copy Link, Facebook, X and WhatsApp, and 'Continue to Audio Card'.
import { useEffect, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import Modal from "@/components/ui/Modal";
import { logoDataUrl } from "@/lib/client/qr/logo-data-url";
import { QR_CARD_MODAL_SIZE, qrListenText } from "@/lib/qr/settings";

type TProps = { url: string; creatorLogoUrl: string | null; onContinue(): void };

export function ProCardShareDialog({ url, creatorLogoUrl, onContinue }: TProps) {
  const t = useTranslations("proCard");
  const shared = useTranslations("shared");
  // The code waits for the creator's logo, so it is never drawn first with another logo.
  const [logo, setLogo] = useState<{ ready: boolean; dataUrl?: string }>({ ready: creatorLogoUrl === null });

  useEffect(() => {
    if (!creatorLogoUrl) return;
    const controller = new AbortController();
    logoDataUrl(creatorLogoUrl, controller.signal)
      .then((dataUrl) => setLogo({ ready: true, dataUrl }))
      .catch(() => {
        // No logo is better than no code: the Echobook mark stands in.
        if (!controller.signal.aborted) setLogo({ ready: true });
      });
    return () => controller.abort();
  }, [creatorLogoUrl]);

  return (
    <Modal open onClose={onContinue} title={t("shareTitle")} description={t("shareText")}>
      <div className="stack">
        {logo.ready ? (
          <ShareLink url={url} qrText={qrListenText(url, shared("qr.listenText"))} qrSize={QR_CARD_MODAL_SIZE} qrFileName="pro-audio-card" qrLogo={logo.dataUrl} qrShown>
            <SocialShareButtons url={url} text={t("shareMessage")} copyApps={[]} />
          </ShareLink>
        ) : (
          <p role="status" className="hint">
            {t("preparingQr")}
          </p>
        )}
        <button type="button" className="btn btn-primary btn-lg btn-block" onClick={onContinue} data-autofocus>
          {t("continue")}
        </button>
      </div>
    </Modal>
  );
}
