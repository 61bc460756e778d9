import { render } from "@react-email/render";
import { createElement } from "react";
import { SECRET_PLACEHOLDER, withSecret, withoutSecret } from "./mail-secret";
import { PasswordResetMail } from "./templates/account-mails";

const token = "Yq3m9c2V8Kx1RZ0p_T7wJb-4dHfLsNaE6uGiOkPrQtU";

describe("a mail's link token kept apart", () => {
  it("leaves no copy of the token in the rendered html and text, and puts every copy back for sending", async () => {
    const body = createElement(PasswordResetMail, { firstName: "Rita", resetLink: `https://echobook.example/reset-password/${token}` });
    const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
    expect(html.split(token).length).toBeGreaterThan(2);
    for (const content of [html, text]) {
      const stored = withoutSecret(content, token);
      expect(stored).not.toContain(token);
      expect(stored).toContain(`/reset-password/${SECRET_PLACEHOLDER}`);
      expect(withSecret(stored, token)).toBe(content);
      // Once the token is cleared the stored content is all there is: the link does not work.
      expect(withSecret(stored, null)).toBe(stored);
    }
  });

  it("refuses a token the mail does not carry (a mail whose link would be lost)", () => {
    expect(() => withoutSecret("no link here", token)).toThrow();
  });
});
