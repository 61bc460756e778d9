// The owner pages: every page under the `app/(site)/(owner)` route group, whose layout requires a
// signed-in user, plus the owner's preview of the guest page (`/guestbook/{id}`, which lives in `(public)`
// for its bare frame and asks for the user itself). The middleware reads this list to send a signed-out
// visitor to sign in before the page renders; the pages check again on the server.
export const OWNER_PAGES: readonly RegExp[] = [
  /^\/dashboard(\/|$)/,
  /^\/edit-guestbook\//,
  /^\/manage-guestbook\//,
  /^\/manage-audio-message\//,
  /^\/manage-pro-audio-message\//,
  /^\/subscribe\//,
  /^\/billing-portal(\/|$)/,
  /^\/guestbook\//,
];

export const isOwnerPage = (pathname: string): boolean => OWNER_PAGES.some((pattern) => pattern.test(pathname));
