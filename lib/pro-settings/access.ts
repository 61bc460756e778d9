// Who may keep pro settings: any subscription tier in force, or an admin (spec 002 section 6).
import { isProAccount, type TAccountHolder } from "@/lib/auth/account-type";
import { ApiError } from "@/lib/http/errors";
import { PRO_ACCOUNT_REQUIRED_MESSAGE } from "./defaults";

export function assertProAccount(user: TAccountHolder): void {
  if (!isProAccount(user)) throw new ApiError("PRO_ACCOUNT_REQUIRED", PRO_ACCOUNT_REQUIRED_MESSAGE);
}
