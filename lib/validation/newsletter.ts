import { z } from "zod";
import { ZEmail } from "./auth";

export const ZNewsletterBody = z.object({ email: ZEmail });
