// POST /api/forever-hosting/personal-message/{id} — anyone with the card's link opens a Forever Hosting checkout ({ customerEmail } when signed out) → { sessionId, url } (spec 002 answers sessionId; the browser follows url); 409 when it already has it
import { foreverHostingRoute } from "@/lib/payments/buy-forever-hosting";

export const POST = foreverHostingRoute();
