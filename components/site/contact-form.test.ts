import { contactResolver, type TContactValues } from "./contact-form";
import { CONTACT_NAME_MAX } from "@/lib/validation/contact";

const valid: TContactValues = { name: "Ada", email: "ada@example.com", message: "Hello" };

/** What the form shows under each field for `values`, as react-hook-form receives it from the resolver. */
async function shownErrors(values: TContactValues): Promise<Record<string, string | undefined>> {
  const result = await contactResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message as string | undefined]));
}

describe("the Contact Us form's resolver (the route's ZContactBody)", () => {
  it("passes a complete message on, trimmed", async () => {
    const result = await contactResolver({ name: " Ada ", email: " Ada@Example.com ", message: " Hello\n" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: "Ada", email: "ada@example.com", message: "Hello" });
  });

  it("requires every field, ignoring surrounding spaces", async () => {
    expect(await shownErrors({ name: " ", email: "", message: "\n" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
  });

  it.each(["ada", "ada@", "ada@example", "ada example@test.com", "@example.com"])("rejects the malformed email %s", async (email) => {
    expect((await shownErrors({ ...valid, email })).email).toBe("Please enter a valid email address.");
  });

  it("refuses a name longer than the server takes, as the server does", async () => {
    expect(await shownErrors({ ...valid, name: "a".repeat(CONTACT_NAME_MAX) })).toEqual({});
    expect((await shownErrors({ ...valid, name: "a".repeat(CONTACT_NAME_MAX + 1) })).name).toBe(`Your name must be at most ${CONTACT_NAME_MAX} characters.`);
  });
});
