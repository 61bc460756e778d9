// Prints the text of the PDF on standard input, page by page (pages separated by form feeds), as
// Mozilla's PDF.js extracts it. A child process: PDF.js ships ES modules only, which Jest cannot load.
import { readFileSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const data = new Uint8Array(readFileSync(0));
const document = await getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
}
process.stdout.write(pages.join("\f"));
