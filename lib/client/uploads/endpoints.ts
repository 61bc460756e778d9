// Where the upload queue sends a take, one address per kind of recording. A leaf module with no imports,
// so the guest page's first load takes the address without the rest of the guestbook requests (issue 40).

/** A guest's recording (multipart, with the guestbook's id). */
export const GUEST_RECORDING_ENDPOINT = "/api/guestbooks/record";
