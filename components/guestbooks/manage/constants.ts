// Spec 001 texts the owner pages show; the ones the server also sends come from the shared constants.
export { EVENT_DATE_LOCKED, REQUIRES_UPGRADE } from "@/lib/constants/guestbooks";
export const PAID_DATES_NOTE = "Open and close dates come with the paid tiers (Medium, Large and XL).";
/** Spec 001: a signed-out visitor of the edit page (the sign-in page's intro), or a save whose session ended. */
export const EDIT_LOGIN_REQUIRED = "Please log in to edit a guestbook.";
