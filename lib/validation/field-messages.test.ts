import { z } from "zod";
import { errorResponse } from "@/lib/http/errors";
import { ZBlogPostBody } from "./blog";

describe("a schema's refusal", () => {
  const ZBody = z.object({
    title: z.string().min(1, "Please enter a title."),
    photo: z.object({ url: z.string(), credits: z.array(z.string()).max(1) }),
    count: z.number().int().max(3),
    kind: z.enum(["a", "b"]),
  });

  it("answers 400 INVALID_INPUT with each field and a message that names it, keeping the schemas' own texts", async () => {
    const parsed = ZBody.safeParse({ title: "", photo: { credits: [1] }, count: 9, kind: "c" });
    const response = errorResponse(parsed.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter a title.",
      code: "INVALID_INPUT",
      fields: {
        title: "Please enter a title.",
        "photo.url": "photo.url is required.",
        "photo.credits.0": "photo.credits.0 must be a string.",
        count: "count must be at most 3.",
        kind: 'kind must be one of: "a", "b".',
      },
    });
  });

  it("lets a blog post leave out its optional photo fields", () => {
    expect(ZBlogPostBody.safeParse({ title: "A post", content: "<p>Hello</p>", published: false }).success).toBe(true);
  });
});
