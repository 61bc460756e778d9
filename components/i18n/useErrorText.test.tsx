import { renderToStaticMarkup } from "react-dom/server";
import { ApiClientError } from "@/lib/client/api";
import { ClientMessages } from "./ClientMessages";
import { useErrorText } from "./useErrorText";

const refused = new ApiClientError(400, "INVALID_INPUT", "Activation code is too long.");

function Probe({ caught }: { caught: unknown }) {
  return <p>{useErrorText()(caught, "page's own words")}</p>;
}

const shown = (locale: string, caught: unknown) =>
  renderToStaticMarkup(
    <ClientMessages locale={locale} messages={{}}>
      <Probe caught={caught} />
    </ClientMessages>,
  );

describe("useErrorText", () => {
  it("shows the server's English text on an English page, as the specs ask", () => {
    expect(shown("en", refused)).toBe("<p>Activation code is too long.</p>");
  });

  it("shows the page's own words on a page in another language, and when the server gave no text", () => {
    expect(shown("es", refused)).toBe("<p>page&#x27;s own words</p>");
    expect(shown("ar", refused)).toBe("<p>page&#x27;s own words</p>");
    expect(shown("en", new Error("network"))).toBe("<p>page&#x27;s own words</p>");
  });
});
