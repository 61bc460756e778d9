import { z } from "zod";
import { ZEmail } from "./auth";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;

export const ZContactBody = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(CONTACT_NAME_MAX, `Your name must be at most ${CONTACT_NAME_MAX} characters.`),
  email: z.string({ error: "Please enter your email address." }).trim().min(1, "Please enter your email address.").pipe(ZEmail),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, "Please enter a message.")
    .max(CONTACT_MESSAGE_MAX, `Your message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type TContactBody = z.infer<typeof ZContactBody>;

export const ZContactHandledBody = z.object({ handled: z.boolean({ error: "Say whether the message is handled." }) });
