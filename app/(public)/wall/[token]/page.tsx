// /wall/{token}: the live voice wall for the venue's screen (issue 50), for anyone holding the secret link,
// no sign-in. Rendered with the messages there are; WallScreen then follows the event stream. An unknown,
// rotated or revoked token is the not-found page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { cache } from "react";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import WallScreen from "@/components/wall/WallScreen";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { renderQrSvg } from "@/lib/qr/render-qr-svg";
import { withQrDefaults } from "@/lib/qr/settings";
import { findWallView } from "@/lib/wall/wall-view";

type TProps = { params: Promise<{ token: string }> };

const loadView = cache((token: string) => findWallView(token));
const QR_SETTINGS = withQrDefaults({ shape: "square", showText: false, showBorder: false });
const QR_SIZE = 480;

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const view = await loadView((await params).token);
  const t = await getTranslations("wall");
  return {
    title: `${view ? view.title : t("notFoundTitle")} - Echobook`,
    robots: { index: false, follow: false },
    // The token is the page's key: links out of it must not carry it to other sites.
    referrer: "no-referrer",
  };
}

export default async function WallPage({ params }: TProps) {
  const { token } = await params;
  const view = await loadView(token);
  if (!view) notFound();
  const qr = `data:image/svg+xml;base64,${Buffer.from(renderQrSvg({ value: view.guestPageUrl, settings: QR_SETTINGS, size: QR_SIZE })).toString("base64")}`;
  return (
    <ClientMessages locale={await getLocale()} messages={pickMessages(await getMessages(), ["wall"])}>
      <WallScreen token={token} view={view} qrSrc={qr} />
    </ClientMessages>
  );
}
