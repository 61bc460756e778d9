// The root error screen's words (app/global-error.tsx, which has no layout and so no catalogue): a copy of
// the English catalogue's `shared.errorScreen` (error-screen-english.test.ts keeps the two equal), because
// bundling messages/en.json itself would put the whole catalogue, 7 KB compressed, on every page.
export type TErrorScreenWords = { title: string; text: string; retry: string; back: string; documentTitle: string };

export const ENGLISH_ERROR_SCREEN: TErrorScreenWords = {
  title: "Oops! Something went wrong",
  text: "Sorry, this page ran into a problem. Refreshing usually fixes it.",
  retry: "Refresh Page",
  back: "Go Back",
  documentTitle: "Something went wrong - Echobook",
};
