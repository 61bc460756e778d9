// GET, POST /api/personal-messages — the caller's audio cards, newest first; make a card from a take (multipart), spending one credit
import { receiveAudioUpload } from "@/lib/audio/receive-upload";
import { cardJson } from "@/lib/cards/card-json";
import { createCard } from "@/lib/cards/create-card";
import { listCards } from "@/lib/cards/list-cards";
import { withUser } from "@/lib/api/route";
import { ZCardCreateFields } from "@/lib/validation/cards";

// Each card costs a credit, so the address limit only stops a runaway client.
const CARDS_PER_ADDRESS = { name: "card-create", perHour: 120, message: "Too many audio cards created from this connection. Please try again later." };

export const GET = withUser(async (_request, { user }) => Response.json({ messages: await listCards(user.id) }));

export const POST = withUser((request, { user }) =>
  receiveAudioUpload(request, CARDS_PER_ADDRESS, async (upload) => {
    const { card, created } = await createCard({ file: upload.file, fields: ZCardCreateFields.parse(upload.fields), ownerId: user.id });
    const json = cardJson(card);
    return Response.json({ messageId: card.id, messageUrl: json.messageUrl, card: json }, { status: created ? 201 : 200 });
  }),
);
