import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH, RESERVED_EMAIL_DOMAIN, ZRegisterBody, ZSignupForm, placeholderEmail } from "./auth";

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

describe("a new account's address", () => {
  it("may not be a deleted account's placeholder, nor any address under .invalid", () => {
    for (const email of [placeholderEmail("ckabc123"), "DELETED-ckabc123@Deleted.Invalid", "a@b.c.invalid"]) {
      expect(messages({ ...form, email })).toEqual({ email: RESERVED_EMAIL_DOMAIN });
      expect(ZRegisterBody.safeParse({ firstName: "Ada", email, password: "long enough" }).success).toBe(false);
    }
  });

  it("may be an ordinary one that merely contains the word", () => {
    for (const email of ["invalid@example.com", "a@invalid.example.com", "a@notinvalid.com"]) expect(messages({ ...form, email })).toEqual({});
  });
});
