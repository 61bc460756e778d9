// The editor's HTML, read from its DOM: only the blog's tags (spec 002 section 5) come out, whatever the
// browser put in while editing (strong, em, div, span with styles): strong/em become b/i, div becomes p,
// other elements give only their text, and a link keeps its href when it is http(s) or mailto. The
// server sanitizes again whatever it is sent; this keeps what the admin sees and what is saved alike.
const TAGS: Record<string, string> = { B: "b", STRONG: "b", I: "i", EM: "i", A: "a", BR: "br", P: "p", DIV: "p", UL: "ul", OL: "ul", LI: "li" };
const LINK = /^(https?:\/\/|mailto:)/i;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

export function isAllowedLink(href: string): boolean {
  return LINK.test(href.trim());
}

export function contentMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return "";
  const inner = Array.from(node.childNodes, contentMarkup).join("");
  const tag = TAGS[node.nodeName];
  if (!tag) return inner;
  if (tag === "br") return "<br>";
  if (tag === "a") {
    const href = (node as Element).getAttribute("href") ?? "";
    return isAllowedLink(href) ? `<a href="${escapeAttribute(href.trim())}">${inner}</a>` : inner;
  }
  return `<${tag}>${inner}</${tag}>`;
}

/** The editor's whole content; an editor with nothing written in it is "". */
export function editorMarkup(editor: HTMLElement): string {
  if (!(editor.textContent ?? "").trim()) return "";
  return Array.from(editor.childNodes, contentMarkup).join("");
}
