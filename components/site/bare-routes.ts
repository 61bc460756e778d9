// Pages that render without the site header and footer (spec 000 §2 "Outside the layout", spec 001
// /live-guestbook, spec 002 /audio) plus the pre-release gate, which stands on its own, and the embedded
// players that other sites frame.
const BARE_ROUTES: readonly RegExp[] = [
  /^\/gate\/?$/,
  /^\/live-guestbook\/[^/]+/,
  /^\/personal-message\/[^/]+/,
  /^\/audio\/[^/]+/,
  /^\/embed\//,
];

export function isBareRoute(pathname: string): boolean {
  return BARE_ROUTES.some((pattern) => pattern.test(pathname));
}
