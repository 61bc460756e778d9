// A PDF's text as a reader would copy it, extracted by PDF.js (tests/helpers/pdf-text-child.mjs) in a child
// process: one string a page.
import { execFile } from "node:child_process";
import path from "node:path";

export function pdfText(pdf: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, "pdf-text-child.mjs")], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`PDF.js could not read the PDF: ${stderr || error.message}`));
      else resolve(stdout.split("\f"));
    });
    child.stdin?.end(Buffer.from(pdf));
  });
}
