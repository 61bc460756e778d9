import { renderToStaticMarkup } from "react-dom/server";
import es from "@/messages/es.json";
import en from "@/messages/en.json";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import ErrorScreen from "./ErrorScreen";
import { useErrorScreenWords } from "./useErrorScreenWords";

// Jest runs without a CSS loader; the class names do not matter here.
jest.mock("./ErrorScreen.module.css", () => ({}));

function InPageLanguage() {
  return <ErrorScreen {...useErrorScreenWords()} />;
}

const shown = (locale: string, messages: object) =>
  renderToStaticMarkup(
    <ClientMessages locale={locale} messages={messages}>
      <InPageLanguage />
    </ClientMessages>,
  );

describe("ErrorScreen", () => {
  it("speaks the page's language: the specs' words in English, the catalogue's in Spanish", () => {
    const english = shown("en", { shared: en.shared });
    expect(english).toContain("Oops! Something went wrong");
    expect(english).toContain("Refresh Page");
    expect(english).toContain("Go Back");
    const spanish = shown("es", { shared: es.shared });
    expect(spanish).toContain(es.shared.errorScreen.title);
    expect(spanish).toContain(es.shared.errorScreen.retry);
    expect(spanish).toContain(es.shared.errorScreen.back);
    expect(spanish).not.toContain("Go Back");
  });

  it("shows a page's own words, and no Go Back when asked", () => {
    const html = renderToStaticMarkup(
      <ErrorScreen title="Guestbook Not Available" text="Failed to load guestbook" retryLabel="Try Again" backLabel="Go Back" withBack={false} />,
    );
    expect(html).toContain("Guestbook Not Available");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("Go Back");
  });
});
