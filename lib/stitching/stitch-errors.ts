// What the host is told when a stitch is refused or fails (spec 001 sections 5 and 8), shared by the
// server and the stitch panel.
import { REQUIRES_UPGRADE } from "@/lib/constants/guestbooks";

export const STITCH_MIN_RECORDINGS = 2;
export const STITCH_MAX_RECORDINGS = 100;

export const STITCH_ERRORS = {
  none: "Please select at least one recording to stitch",
  one: "Please select at least two recordings to stitch",
  tooMany: `Maximum ${STITCH_MAX_RECORDINGS} recordings allowed per stitch`,
  duplicate: "Each recording can be added to a stitch only once.",
  unavailable: "Some recordings are no longer available: ",
  requiresUpgrade: REQUIRES_UPGRADE,
  noStitchesLeft: "No stitches available. Please upgrade your guestbook for more stitched audio downloads.",
  failed: "Failed to stitch audio recordings",
  waitingForApproval: "Some recordings are waiting for your approval: approve them before stitching them.",
  recordingsGone: "Some recordings are no longer available: please select the recordings again.",
} as const;
