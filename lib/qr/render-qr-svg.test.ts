import { COLOUR_PALETTE } from "@/lib/colors/palette";
import { Worker } from "node:worker_threads";
import { create } from "qrcode";
import sharp from "sharp";
import { renderQrSvg } from "./render-qr-svg";
import { isLightBackground, scannableColours } from "./scannable";
import { QR_DEFAULT_SIZE, QR_EXPORT_SCALE, QR_LISTEN_TEXT, QR_RECORD_PAGE_SIZE, QR_SHAPES, QR_TEXT_SIZES, withQrDefaults, type TQrSettings } from "./settings";

const MESSAGE = "http://localhost:3000/message/clx8k2m9p0003ab12cd34ef56";
// Share URLs as the record page builds them (spec 000 §3), 63 to 120 characters.
const SHARE_URLS = [
  `${MESSAGE}?name=Jo`,
  `${MESSAGE}?title=Congrats&name=Jo`,
  `${MESSAGE}?title=Happy%20Birthday%20Mum&name=Alex`,
  `${MESSAGE}?title=For%20Nana%20on%20her%2090th&name=The%20Whole%20Family`,
  `${MESSAGE}?title=Happy%2080th%20Birthday%20Grandma%20Rose&name=Sami%20Jones`,
];
const LONGEST_TEXT = "Thank you for celebrating with us today! Leave a message for the happy couple, love S & Jo";
const SIZES = [QR_DEFAULT_SIZE, QR_RECORD_PAGE_SIZE];

// jsQR reads every pixel through globals such as Math, which are about 10 times slower inside Jest's
// sandbox; in a worker thread the same call runs at full speed, which keeps this suite in seconds.
const jsQRWorker = new Worker(
  `const { parentPort } = require("node:worker_threads");
  const jsQR = require(${JSON.stringify(require.resolve("jsqr"))}).default;
  parentPort.on("message", ({ id, data, width, height }) => {
    const code = jsQR(new Uint8ClampedArray(data), width, height, { inversionAttempts: "dontInvert" });
    parentPort.postMessage({ id, text: code ? code.data : null });
  });`,
  { eval: true },
);
afterAll(() => jsQRWorker.terminate());

type TRaster = { data: Buffer; width: number; height: number };
type TSurface = "transparent" | "white page";

// Transparent pixels reach jsQR as black, so "transparent" is the code on a dark surface.
async function rasterise(svg: string, surface: TSurface = "transparent"): Promise<TRaster> {
  const image = surface === "white page" ? sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }) : sharp(Buffer.from(svg));
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

let lastDecodeId = 0;
function decode({ data, width, height }: TRaster): Promise<string | null> {
  const id = (lastDecodeId += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (reply: { id: number; text: string | null }) => {
      if (reply.id !== id) return;
      jsQRWorker.off("message", onMessage);
      jsQRWorker.off("error", reject);
      resolve(reply.text);
    };
    jsQRWorker.on("message", onMessage);
    jsQRWorker.once("error", reject);
    jsQRWorker.postMessage({ id, data, width, height });
  });
}

/**
 * Pixels within 4 modules of the code (the quiet zone the QR standard asks for) that are not exactly
 * the background colour, anti-aliased edges aside. Where the modules are is read from the drawing.
 */
function quietZoneIntruders(raster: TRaster, svg: string, value: string, background: string): number {
  const placement = /<path transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/.exec(svg);
  if (!placement) throw new Error("No module path in the SVG.");
  const [left, top, moduleSize] = placement.slice(1).map(Number);
  const codeSide = create(value, { errorCorrectionLevel: "H" }).modules.size * moduleSize;
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(background.slice(start, start + 2), 16));
  const depth = 4 * moduleSize - 2;
  const [outerLeft, outerTop, outerSide] = [left - 4 * moduleSize + 1, top - 4 * moduleSize + 1, codeSide + 8 * moduleSize - 2];
  const strips = [
    [outerLeft, outerTop, outerSide, depth],
    [outerLeft, outerTop + outerSide - depth, outerSide, depth],
    [outerLeft, outerTop, depth, outerSide],
    [outerLeft + outerSide - depth, outerTop, depth, outerSide],
  ];
  let intruders = 0;
  for (const [stripLeft, stripTop, width, height] of strips) {
    for (let y = Math.ceil(stripTop); y < stripTop + height; y += 1) {
      for (let x = Math.ceil(stripLeft); x < stripLeft + width; x += 1) {
        const offset = (y * raster.width + x) * 4;
        const [r, g, b, alpha] = raster.data.subarray(offset, offset + 4);
        if (alpha !== 255 || r !== red || g !== green || b !== blue) intruders += 1;
      }
    }
  }
  return intruders;
}

/**
 * Reads a code the way it is printed or shared: the PNG download, drawn at 3x. (At 1x a 200 px
 * circular code for a 120-character URL has 1.4 px modules, finer than jsQR reads reliably.) A phone
 * gets many frames; jsQR reading one perfect raster misses about 1 in 200 codes for reasons that are
 * not the design (it takes a bold glyph for a finder pattern when a real one lands awkwardly on the
 * pixel grid), so a second look from a little further away stands in for the next frame.
 */
async function scan(settings: TQrSettings, value: string, size: number, surface?: TSurface) {
  const svg = renderQrSvg({ value, settings, size: size * QR_EXPORT_SCALE });
  const download = await rasterise(svg, surface);
  const text = (await decode(download)) ?? (await decode(await rasterise(renderQrSvg({ value, settings, size: size * 2.5 }), surface)));
  return { text, quietZoneIntruders: quietZoneIntruders(download, svg, value, scannableColours(settings).backgroundColor) };
}

type TCase = { label: string; settings: TQrSettings; value: string; size: number };

// Every toggle combination in both shapes and both default sizes; with text on, every text size with
// the record page's text and with the longest text allowed (text size changes nothing without text).
function layoutCases(): TCase[] {
  const cases: TCase[] = [];
  for (const shape of QR_SHAPES) {
    for (let toggles = 0; toggles < 16; toggles += 1) {
      const [showText, showBorder, showLogo, useGradient] = [1, 2, 4, 8].map((bit) => (toggles & bit) !== 0);
      const textVariants = showText
        ? QR_TEXT_SIZES.flatMap((textSize) => [QR_LISTEN_TEXT, LONGEST_TEXT].map((customText) => ({ textSize, customText })))
        : [{}];
      for (const variant of textVariants) {
        for (const size of SIZES) {
          const settings = withQrDefaults({ shape, showText, showBorder, showLogo, useGradient, ...variant });
          const label = `${size}px ${shape} text=${showText} border=${showBorder} logo=${showLogo} gradient=${useGradient} ${JSON.stringify(variant)}`;
          cases.push({ label, settings, value: SHARE_URLS[cases.length % SHARE_URLS.length], size });
        }
      }
    }
  }
  return cases;
}

// Deterministic, so a failure names a combination that fails again.
function palettePicks(count: number): string[][] {
  let seed = 20240917;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return COLOUR_PALETTE[seed % COLOUR_PALETTE.length].hex;
  };
  return Array.from({ length: count }, () => [next(), next(), next(), next()]);
}

function colourCases(): TCase[] {
  const picks: [string, Partial<TQrSettings>][] = [
    ["white on white", { qrColor: "#ffffff", backgroundColor: "#ffffff" }],
    ["yellow on white", { qrColor: "#fcd300", backgroundColor: "#ffffff" }],
    ["light grey on white", { qrColor: "#d4d4d4", backgroundColor: "#ffffff" }],
    ["black on black", { qrColor: "#000000", backgroundColor: "#000000" }],
    ["white on black with white text", { qrColor: "#ffffff", backgroundColor: "#000000", textColor: "#ffffff", borderColor: "#ffffff" }],
    ["yellow on charcoal", { qrColor: "#fcd300", backgroundColor: "#1f2937" }],
    ["sky on navy", { qrColor: "#60a5fa", backgroundColor: "#1e3a8a" }],
    ["black on mid grey with a white border", { backgroundColor: "#808080", borderColor: "#ffffff" }],
    ["black on yellow with a black border", { backgroundColor: "#fcd300", borderColor: "#000000" }],
    ["gradient navy to violet on cream", { useGradient: true, gradientStart: "#1e3a8a", gradientEnd: "#7c3aed", backgroundColor: "#fef3c7" }],
    ["gradient yellow to white on white", { useGradient: true, gradientStart: "#fcd300", gradientEnd: "#ffffff" }],
    ["gradient black to white on white", { useGradient: true, gradientStart: "#000000", gradientEnd: "#ffffff" }],
    ["gradient sky to blush on white", { useGradient: true, gradientStart: "#60a5fa", gradientEnd: "#f9a8d4" }],
    ["gradient white to yellow on black", { useGradient: true, gradientStart: "#ffffff", gradientEnd: "#fcd300", backgroundColor: "#000000" }],
    ...palettePicks(10).map(([qrColor, backgroundColor, gradientStart, gradientEnd], index): [string, Partial<TQrSettings>] => [
      `palette pick ${index + 1}`,
      { qrColor, backgroundColor, gradientStart, gradientEnd, useGradient: index % 2 === 1, borderColor: gradientEnd, textColor: qrColor },
    ]),
  ];
  return picks.flatMap(([label, colours], index) =>
    QR_SHAPES.flatMap((shape) =>
      SIZES.map((size) => ({
        label: `${size}px ${shape} ${label}`,
        settings: withQrDefaults({ shape, ...colours }),
        value: SHARE_URLS[index % SHARE_URLS.length],
        size,
      })),
    ),
  );
}

describe("renderQrSvg", () => {
  it("returns a standalone SVG document of the requested size", () => {
    const svg = renderQrSvg({ value: SHARE_URLS[0], settings: withQrDefaults(), size: 240 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 240 240">/);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("escapes the custom text so it cannot break the document", async () => {
    const settings = withQrDefaults({ shape: "square", customText: `Tom & "Jerry" <3` });
    const svg = renderQrSvg({ value: SHARE_URLS[0], settings, size: 720 });
    expect(svg).toContain("Tom &amp; &quot;Jerry&quot; &lt;3");
    expect(svg).not.toContain("<3");
    await expect(decode(await rasterise(svg))).resolves.toBe(SHARE_URLS[0]);
  });

  it("draws the adjusted colours, not a pick that would not scan", () => {
    const settings = withQrDefaults({ qrColor: "#fcd300", backgroundColor: "#1e3a8a" });
    const svg = renderQrSvg({ value: SHARE_URLS[0], settings, size: 240 });
    const { qrColor, backgroundColor } = scannableColours(settings);
    expect(svg).toContain(`fill="${qrColor}" d=`);
    expect(svg).toContain(`r="120" fill="${backgroundColor}"`);
    expect(svg).not.toContain('#fcd300" d=');
    expect(svg).not.toContain("#1e3a8a");
  });

  it("refuses a logo that is not a data:image URL, which an SVG shown as an image could not load", () => {
    expect(() => renderQrSvg({ value: SHARE_URLS[0], settings: withQrDefaults(), size: 240, logo: "https://example.com/logo.png" })).toThrow("data:image/");
  });
});

describe("every code the designer can produce scans", () => {
  it("covers the longest share URLs and custom text", () => {
    expect(Math.max(...SHARE_URLS.map((url) => url.length))).toBe(120);
    expect(LONGEST_TEXT).toHaveLength(90);
  });

  it("the checks can fail: invisible modules do not scan, and a mark beside the code breaks its quiet zone", async () => {
    const settings = withQrDefaults({ shape: "square" });
    const invisible = renderQrSvg({ value: SHARE_URLS[0], settings, size: 720 }).replace('fill="#000000" d=', 'fill="#ffffff" d=');
    await expect(decode(await rasterise(invisible))).resolves.toBeNull();
    const svg = renderQrSvg({ value: SHARE_URLS[0], settings, size: 720 });
    const [left, top] = /translate\(([\d.]+) ([\d.]+)\)/.exec(svg)!.slice(1).map(Number);
    const intruding = `${svg.slice(0, -"</svg>".length)}<rect x="${left - 10}" y="${top + 20}" width="4" height="4"/></svg>`;
    expect(quietZoneIntruders(await rasterise(svg), svg, SHARE_URLS[0], "#ffffff")).toBe(0);
    expect(quietZoneIntruders(await rasterise(intruding), intruding, SHARE_URLS[0], "#ffffff")).toBeGreaterThan(0);
  });

  it.each(layoutCases().map((testCase) => [testCase.label, testCase]))("%s", async (_label, { settings, value, size }) => {
    await expect(scan(settings, value, size)).resolves.toEqual({ text: value, quietZoneIntruders: 0 });
  });

  // Also on a white page: a background much darker than the paper round it would read as dark.
  it.each(colourCases().map((testCase) => [testCase.label, testCase]))("%s", async (_label, { settings, value, size }) => {
    expect(isLightBackground(scannableColours(settings).backgroundColor)).toBe(true);
    await expect(scan(settings, value, size)).resolves.toEqual({ text: value, quietZoneIntruders: 0 });
    await expect(scan(settings, value, size, "white page")).resolves.toMatchObject({ text: value });
  });

  it("with a creator's own logo", async () => {
    const logoPng = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#dc2626" } })
      .png()
      .toBuffer();
    const logo = `data:image/png;base64,${logoPng.toString("base64")}`;
    const value = SHARE_URLS[SHARE_URLS.length - 1];
    const svg = renderQrSvg({ value, settings: withQrDefaults(), size: 720, logo });
    expect(svg).toContain(`href="${logo}"`);
    await expect(decode(await rasterise(svg))).resolves.toBe(value);
  });
});
