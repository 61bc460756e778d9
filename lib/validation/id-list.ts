// A query parameter listing ids, `a,b,c`: split on commas, trimmed, blanks and repeats dropped, then each
// id judged by `id`, with at least one and at most `max` (each refusal with its text).
import { z } from "zod";

export function ZIdList(id: z.ZodType<string, string>, { min, max }: { min: string; max: [number, string] }) {
  const unique = (value: string) => [
    ...new Set(
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  return z.string({ error: min }).transform(unique).pipe(z.array(id).min(1, min).max(max[0], max[1]));
}
