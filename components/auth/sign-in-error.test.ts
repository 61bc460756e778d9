import { signInErrorMessage } from "./sign-in-error";

describe("signInErrorMessage", () => {
  it("shows the server's message", () => {
    expect(signInErrorMessage("Too many attempts. Please wait a few minutes and try again.", "Login failed")).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("explains next-auth's credentials code", () => {
    expect(signInErrorMessage("CredentialsSignin", "Login failed")).toBe("Invalid email or password.");
  });

  it("falls back for other next-auth codes and for no message", () => {
    expect(signInErrorMessage("Configuration", "Login failed")).toBe("Login failed");
    expect(signInErrorMessage(undefined, "Login failed")).toBe("Login failed");
    expect(signInErrorMessage("", "Login failed")).toBe("Login failed");
  });
});
