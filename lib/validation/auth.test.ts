import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH, ZSignupForm } from "./auth";

const form = { firstName: "Ada", email: "Ada@Example.com ", password: "long enough", confirmPassword: "long enough" };

function messages(input: typeof form): Record<string, string> {
  const result = ZSignupForm.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("ZSignupForm", () => {
  it("accepts matching passwords and gives the registration body's normalised email", () => {
    expect(ZSignupForm.parse(form).email).toBe("ada@example.com");
  });

  it("reports a mismatch even when the password is also too short", () => {
    expect(messages({ ...form, password: "short", confirmPassword: "shorter" })).toEqual({
      password: PASSWORD_TOO_SHORT,
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });

  it("reports only the length when both passwords are the same short one", () => {
    expect(messages({ ...form, password: "short7!", confirmPassword: "short7!" })).toEqual({ password: PASSWORD_TOO_SHORT });
  });
});
