// A post's limited HTML (spec 002 section 5): only b, i, a (href with http, https or mailto), br, p, ul
// and li survive; other tags are dropped with their text kept (script-like ones with their text too),
// every attribute but href goes, and each link gets rel="noopener noreferrer nofollow". Run when a post
// is saved and again whenever one is served, so a row written some other way cannot inject markup.
import "server-only";
import sanitizeHtml from "sanitize-html";
import { BLOG_ALLOWED_TAGS, BLOG_EXCERPT_CHARS, BLOG_LINK_REL, BLOG_LINK_SCHEMES } from "@/lib/constants/blog";

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_ALLOWED_TAGS],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: [...BLOG_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements whose text is code or markup, not prose: dropped whole.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "template", "xmp", "noembed", "noframes", "title", "svg", "math", "object"],
  transformTags: { strong: "b", em: "i" },
  // Paragraphs with no text (an editor's blank lines, `<p><br></p>`) go.
  exclusiveFilter: (frame) => frame.tag === "p" && frame.text.trim() === "",
};

// Second pass, on the first one's output: every link left has an href we accept and gets our rel; a link
// whose href was refused becomes a span, which is not allowed, so only its text stays.
const LINKS: sanitizeHtml.IOptions = {
  ...ALLOWED,
  allowedAttributes: { a: ["href", "rel"] },
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href ? { tagName, attribs: { href: attribs.href, rel: BLOG_LINK_REL } } : { tagName: "span", attribs: {} },
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, ALLOWED), LINKS).trim();
}

const BLOCK_END = /<\/(p|li)>|<br\s*\/?>|<\/?ul>/gi;
const OUTPUT_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * The readable text of sanitized HTML. The sanitizer's output is well-formed and escapes only & < > ",
 * so tags can be stripped and those four entities decoded without a parser.
 */
export function blogPlainText(sanitized: string): string {
  return sanitized
    .replace(BLOCK_END, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot);/g, (entity) => OUTPUT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The card's excerpt: the first 150 characters of the text (never of the markup, so never through a tag
 * or an entity, nor through a surrogate pair) and '…'; null when the whole text fits.
 */
export function blogExcerpt(sanitized: string): string | null {
  const characters = Array.from(blogPlainText(sanitized));
  if (characters.length <= BLOG_EXCERPT_CHARS) return null;
  return `${characters.slice(0, BLOG_EXCERPT_CHARS).join("").trimEnd()}…`;
}
