// The WebKit phase of `npm test`: the guest flows in WebKitGTK (the engine of every iPhone browser),
// driven through WebKitWebDriver with WebKit's mock microphone, on a virtual display (Xvfb) this phase
// starts and stops. Playwright's runner runs tests/webkit (playwright.webkit.config.ts), against the same
// instances and database as the rest of the run. Without WebKitWebDriver, MiniBrowser or Xvfb the phase is
// skipped and says why; under CI (which `.ci/run` sets, having installed them) that counts as a failure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { stopProcess } from "./bench-common";

// Debian's MiniBrowser (webkit2gtk-driver brings it with libwebkit2gtk-4.1), then the GTK 4 build.
const MINIBROWSER_PATHS = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
];
const INSTALL_HINT = "apt-get install webkit2gtk-driver xvfb gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-libav";

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** The MiniBrowser to drive, or why the phase cannot run here. */
export function webkitBrowser(): { browser: string } | { missing: string } {
  const missing = [!onPath("WebKitWebDriver") && "WebKitWebDriver", !onPath("Xvfb") && "Xvfb"].filter(Boolean);
  const browser = process.env.WEBKIT_BROWSER ?? MINIBROWSER_PATHS.find((candidate) => existsSync(candidate));
  if (!browser) missing.push("MiniBrowser");
  if (missing.length || !browser) return { missing: `${missing.join(", ")} not found (${INSTALL_HINT})` };
  return { browser };
}

/** Xvfb on the first free display (it names it on fd 3); answers DISPLAY and a stop. */
export function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const xvfb: ChildProcess = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    });
    let named = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      named += chunk.toString();
      if (named.includes("\n")) resolve({ display: `:${named.trim()}`, stop: () => stopProcess(xvfb, { killAfterMs: 5_000 }) });
    });
    xvfb.on("error", reject);
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before naming its display.`)));
  });
}
