// GET, POST /api/subscription-audio-messages — the caller's pro audio cards with the pro counters; a pro subscriber (or admin) makes one, or `count` at once
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { createProCards } from "@/lib/pro-cards/create-pro-cards";
import { listProCards } from "@/lib/pro-cards/owner-pro-cards";
import { enforceLimit } from "@/lib/rate-limit/rate-limit";
import { ZProCardCreate } from "@/lib/validation/pro-cards";

// A batch is up to 200 cards; this only stops a runaway client, the plan's allowance is the real limit.
const CREATIONS_PER_HOUR = { max: 60, windowSeconds: 3600 };

export const GET = withUser(async (_request, { user }) => Response.json(await listProCards(user)));

export const POST = withUser(async (request, { user }) => {
  const input = await readOptionalJson(request, ZProCardCreate);
  await enforceLimit(`pro-card-create:user:${user.id}`, CREATIONS_PER_HOUR, "Too many pro audio cards created in the last hour. Please try again later.");
  return Response.json(await createProCards({ user, input }), { status: 201 });
});
