// POST /api/forever-hosting/subscription-message/{id} — anyone with a pro card's link opens its Forever Hosting checkout ({ customerEmail } when signed out) → { sessionId, url } (spec 002 answers sessionId; the browser follows url); 409 when it already has it
import { foreverHostingRoute } from "@/lib/payments/buy-forever-hosting";
import { PRO_CARD_HOSTING } from "@/lib/pro-cards/forever-hosting";

export const POST = foreverHostingRoute(PRO_CARD_HOSTING);
