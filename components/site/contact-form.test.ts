import { validateContact } from "./contact-form";

const valid = { name: "Ada", email: "ada@example.com", message: "Hello" };

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("requires every field, ignoring surrounding spaces", () => {
    expect(validateContact({ name: " ", email: "", message: "\n" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
  });

  it.each(["ada", "ada@", "ada@example", "ada example@test.com", "@example.com"])("rejects the malformed email %s", (email) => {
    expect(validateContact({ ...valid, email }).email).toBe("Please enter a valid email address.");
  });
});
