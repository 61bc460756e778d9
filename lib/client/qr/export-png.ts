// Browser only: saves a QR code's SVG as a PNG. The caller passes an SVG already drawn at the export
// size (3x), so the canvas copies it pixel for pixel instead of enlarging a small raster.

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type TDownloadPngOptions = { svg: string; size: number; fileName: string };

export async function downloadSvgAsPng({ svg, size, fileName }: TDownloadPngOptions): Promise<void> {
  const image = new Image(size, size);
  image.src = svgDataUrl(svg);
  await image.decode();

  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  context.drawImage(image, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The browser could not encode the PNG.");

  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${fileName}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking straight away can cancel the download in Safari and Firefox.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
