// What a voice memo input accepts, apart from the memo's checks (voice-memo.ts), which the recorder
// fetches only once a memo is chosen.

/**
 * What a memo input accepts. Only the type: with extensions added (.3gp is a video's too), iPhones offer
 * the camera and photo library beside Files, where Voice Memos' recordings are.
 */
export const VOICE_MEMO_ACCEPT = "audio/*";
