// Shared by the browser and the server: the title a message gets when the sender gives none (spec 000 §5).
export const DEFAULT_MESSAGE_TITLE = "-Be Heard. Be Remembered.";
