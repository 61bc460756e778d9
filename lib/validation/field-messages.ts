// zod's own messages ("Invalid input: expected string, received undefined") name no field. This error map
// names it, so an API client learns which field is wrong even where a schema gives no text of its own
// (the schemas' own texts, the specs' wording, always win). Installed once for every schema by importing
// this module (lib/http/errors.ts does).
import { z } from "zod";

type TIssue = Parameters<z.core.$ZodErrorMap>[0];

const ARTICLE: Record<string, string> = { array: "a list", object: "an object", integer: "a whole number", int: "a whole number" };

/** The field as the error body's `fields` names it (`photo.url`, `credits.0`). */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path?.length ? path.map(String).join(".") : "The request body";
}

export function fieldMessage(issue: TIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return `${field} is required.`;
      const expected = String(issue.expected);
      return `${field} must be ${ARTICLE[expected] ?? `a ${expected}`}.`;
    }
    case "too_small":
      if (issue.origin === "string") return `${field} must be at least ${String(issue.minimum)} characters.`;
      if (issue.origin === "array") return `${field} must hold at least ${String(issue.minimum)} items.`;
      return `${field} must be at least ${String(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "string") return `${field} must be at most ${String(issue.maximum)} characters.`;
      if (issue.origin === "array") return `${field} must hold at most ${String(issue.maximum)} items.`;
      return `${field} must be at most ${String(issue.maximum)}.`;
    case "invalid_format":
      return `${field} is not a valid ${issue.format === "regex" ? "value" : String(issue.format)}.`;
    case "invalid_value":
      return `${field} must be one of: ${(issue.values as unknown[]).map((value) => JSON.stringify(value)).join(", ")}.`;
    case "unrecognized_keys":
      return `${field} has fields it does not accept: ${(issue.keys as string[]).join(", ")}.`;
    default:
      return `${field} is not valid.`;
  }
}

z.config({ customError: fieldMessage });
