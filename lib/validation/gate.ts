import { z } from "zod";
import { requiredText } from "./auth";

export const INCORRECT_ACCESS_CODE = "Incorrect password";
export const ZGateBody = z.object({
  code: z.string(requiredText("The access code")).min(1, "Enter the access code.").max(200, INCORRECT_ACCESS_CODE),
});
