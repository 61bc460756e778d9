// `npx tsx scripts/measure-page-js.ts <url> [--max-kb=N]`: how much JavaScript a first visit to a page
// downloads, the way a guest's phone meets it: a fresh Chromium context (empty cache) at 390x844.
// Prints every script with its transferred (compressed) and decoded size, then the totals; with
// --max-kb it exits 1 when the transferred total is over that budget. Measure a production build
// (`next build && npm start`): the dev server's scripts are neither minified nor split the same way.
import { chromium } from "playwright-core";

// Late chunks (the flow's client component, lazily loaded code) arrive after "load"; the page counts
// as settled once no script has started for this long.
const QUIET_MS = 2000;
const MAX_WAIT_MS = 20_000;

type TScript = { url: string; transferred: number; decoded: number };

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function parseArgs(argv: string[]): { url: string; maxKb: number | null } {
  const url = argv.find((arg) => !arg.startsWith("--"));
  const max = argv.find((arg) => arg.startsWith("--max-kb="));
  if (!url || !/^https?:\/\//.test(url)) {
    console.error("Usage: npx tsx scripts/measure-page-js.ts <http(s)://url> [--max-kb=N]");
    process.exit(2);
  }
  return { url, maxKb: max ? Number(max.slice("--max-kb=".length)) : null };
}

async function main() {
  const { url, maxKb } = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    const scriptUrls = new Map<string, string>();
    const decoded = new Map<string, number>();
    const scripts = new Map<string, TScript>();
    let lastScriptAt = Date.now();

    cdp.on("Network.responseReceived", (event) => {
      if (event.type !== "Script") return;
      scriptUrls.set(event.requestId, event.response.url);
      lastScriptAt = Date.now();
    });
    cdp.on("Network.dataReceived", (event) => {
      if (scriptUrls.has(event.requestId)) decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength);
    });
    // encodedDataLength is what crossed the network for the request: compressed body plus headers.
    // Keyed by URL, so a script fetched twice (a dev-server reload) is counted once.
    cdp.on("Network.loadingFinished", (event) => {
      const scriptUrl = scriptUrls.get(event.requestId);
      if (!scriptUrl) return;
      scripts.set(scriptUrl, { url: scriptUrl, transferred: event.encodedDataLength, decoded: decoded.get(event.requestId) ?? 0 });
    });

    const response = await page.goto(url, { waitUntil: "load" });
    if (!response) throw new Error(`No response from ${url}`);
    const started = Date.now();
    while (Date.now() - lastScriptAt < QUIET_MS && Date.now() - started < MAX_WAIT_MS) await page.waitForTimeout(250);

    const list = [...scripts.values()].sort((a, b) => b.transferred - a.transferred);
    const origin = new URL(url).origin;
    const transferred = list.reduce((sum, script) => sum + script.transferred, 0);
    const total = list.reduce((sum, script) => sum + script.decoded, 0);

    console.log(`JavaScript for ${url} (HTTP ${response.status()}, fresh context, 390x844)`);
    console.log(`${"transferred".padStart(12)} ${"decoded".padStart(11)}  file`);
    for (const script of list) {
      const name = script.url.startsWith(origin) ? script.url.slice(origin.length) : script.url;
      console.log(`${kb(script.transferred).padStart(12)} ${kb(script.decoded).padStart(11)}  ${name}`);
    }
    console.log(`Total: ${list.length} scripts, ${kb(transferred)} transferred (${transferred} bytes), ${kb(total)} decoded`);

    if (maxKb !== null && transferred / 1024 > maxKb) {
      console.error(`Over budget: ${kb(transferred)} > ${maxKb} kB`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
