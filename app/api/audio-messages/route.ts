// POST /api/audio-messages — the spec's fallback path for making an audio card: the same as POST /api/personal-messages
export { POST } from "@/app/api/personal-messages/route";
