// POST /api/forever-hosting/personal-message/{id} — anyone with the card's link opens a Forever Hosting checkout ({ customerEmail } when signed out) → { url }; 409 when it already has it
import { foreverHostingRoute } from "@/lib/cards/buy-forever-hosting";

export const POST = foreverHostingRoute();
