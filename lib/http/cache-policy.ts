// How long caches may keep what people can delete (their images, voices, and pictures drawn from them).
// Never `immutable` for a year: a deleted voice or photo must not linger in a shared cache (a CDN, an
// office proxy). What pages and crawlers fetch anonymously (cover images, link-preview pictures, logos)
// may be shared for 5 minutes; a voice only in the listener's own browser, for an hour.
export const PUBLIC_DELETABLE_CACHE = "public, max-age=300";
export const PRIVATE_DELETABLE_CACHE = "private, max-age=3600";
