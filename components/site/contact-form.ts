// The Contact Us form's rules are the route's own (ZContactBody, spec 000 §2, §5): every field required,
// the name at most 100 characters, the email well formed, the message at most 5,000. Sending posts the
// parsed body (postContactMessage: stored, and mailed to support). The inputs' maxLength reads the same limits.
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ZContactBody } from "@/lib/validation/contact";

export type TContactValues = z.input<typeof ZContactBody>;

export const CONTACT_CLOSE_AFTER_MS = 2000;
export const CONTACT_DEFAULTS: TContactValues = { name: "", email: "", message: "" };

export const contactResolver = zodResolver(ZContactBody);
