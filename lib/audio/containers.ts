// The containers an upload may come in, as the probe names them (lib/audio/probe.ts); apart, so that
// seekable.ts and probe.ts need not import each other.
export type TAudioContainer = "webm" | "m4a" | "ogg" | "mp3" | "wav" | "3gp" | "amr" | "aac";
