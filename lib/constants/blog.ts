// The blog's numbers (spec 002 section 9) and limits, shared by the server, the page and the editor.
export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_MAX_PAGE = 10_000;
export const BLOG_EXCERPT_CHARS = 150;

export const BLOG_LIMITS = {
  title: 150,
  /** Characters of HTML, after sanitizing. */
  content: 100_000,
  imageAlt: 200,
  photographer: 120,
  /** The JSON body of a create or an edit; a bigger one is refused with 413 before it is parsed. */
  bodyBytes: 256 * 1024,
} as const;

/** The tags a post may hold (spec 002 section 5); `a` keeps only its href, http(s) or mailto. */
export const BLOG_ALLOWED_TAGS = ["b", "i", "a", "br", "p", "ul", "li"] as const;
export const BLOG_LINK_SCHEMES = ["http", "https", "mailto"] as const;
export const BLOG_LINK_REL = "noopener noreferrer nofollow";
