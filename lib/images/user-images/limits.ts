// Upload rules for cover images (spec 001 §5 and §8), shared by the server and the chooser's own checks.
export const IMAGE_UPLOAD_MAX_BYTES = 5_242_880;
export const IMAGE_NOT_AN_IMAGE_MESSAGE = "Please select an image file.";
export const IMAGE_TOO_LARGE_MESSAGE = "Image file size must be less than 5MB.";
export const IMAGE_UPLOAD_FAILED_MESSAGE = "Failed to upload image. Please try again.";
export const IMAGE_UPLOADS_RATE_LIMITED_MESSAGE = "You have uploaded many images in the last hour. Please try again later.";

/** The stored copy fits in this square: big enough for a full-width cover on a large screen. */
export const USER_IMAGE_MAX_SIDE = 1920;
export const IMAGE_UPLOADS_PER_HOUR = 60;

/**
 * What the file picker offers; the server decides by the bytes, not by this list. HEIC is left out on
 * purpose: iPhones then hand over a JPEG, which the server can decode (its HEIC support is AVIF only).
 */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
