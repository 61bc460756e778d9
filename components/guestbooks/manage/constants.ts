// Spec 001 texts the owner pages show; the ones the server also sends come from the shared constants.
export { EVENT_DATE_LOCKED, REQUIRES_UPGRADE } from "@/lib/guestbooks/defaults";
export const PAID_DATES_NOTE = "Open and close dates come with the paid tiers (Medium, Large and XL).";
