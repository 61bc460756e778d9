// The one QR renderer's code as a PNG made on the server (sharp draws the SVG with librsvg), for the
// documents the server produces itself, such as the printable activation sheets: flattened onto white
// paper, so the PNG carries no transparency.
import "server-only";
import sharp from "sharp";
import { renderQrSvg, type TRenderQrSvgOptions } from "./render-qr-svg";

export async function renderQrPng(options: TRenderQrSvgOptions): Promise<Buffer> {
  return sharp(Buffer.from(renderQrSvg(options)))
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
