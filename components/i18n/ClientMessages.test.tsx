import compile from "icu-minify/compile";
import { renderToStaticMarkup } from "react-dom/server";
import { ClientMessages, useLocale, useTranslations } from "./ClientMessages";

// Compiled as the build compiles the catalogues (next-intl's plugin, `precompile`).
const messages = {
  recorder: {
    start: compile("Empezar a grabar"),
    upTo: compile("Hasta {max}"),
    secondsLeft: compile("{seconds, plural, one {Queda # segundo.} other {Quedan # segundos.}}"),
    errors: { empty: compile("Todavía no hay audio") },
  },
  guest: { thanksPrivacy: compile("Pídeselo o <link>escríbenos</link>.") },
};

function Probe() {
  const t = useTranslations("recorder");
  const guest = useTranslations("guest");
  return (
    <p data-locale={useLocale()}>
      {t("start")}|{t("upTo", { max: "1:00" })}|{t("secondsLeft", { seconds: 1 })}|{t("secondsLeft", { seconds: 10 })}|{t("errors.empty")}|
      {guest.rich("thanksPrivacy", { link: (chunks) => <b>{chunks}</b> })}|{t("missing")}
    </p>
  );
}

describe("ClientMessages", () => {
  it("formats compiled messages: plain, arguments, plurals, nested keys, tags, and a missing key as its name", () => {
    const html = renderToStaticMarkup(
      <ClientMessages locale="es" messages={messages}>
        <Probe />
      </ClientMessages>,
    );
    expect(html).toBe(
      '<p data-locale="es">Empezar a grabar|Hasta 1:00|Queda 1 segundo.|Quedan 10 segundos.|Todavía no hay audio|Pídeselo o <b>escríbenos</b>.|recorder.missing</p>',
    );
  });
});

describe("nested ClientMessages", () => {
  function Shared() {
    const shared = useTranslations("shared");
    const guest = useTranslations("guest");
    return (
      <p data-locale={useLocale()}>
        {shared("close")}|{guest("title")}
      </p>
    );
  }

  it("keeps the enclosing namespaces (the root layout's shared words) and adds the page's own", () => {
    const html = renderToStaticMarkup(
      <ClientMessages locale="ar" messages={{ shared: { close: compile("إغلاق") }, guest: { title: compile("outer") } }}>
        <ClientMessages locale="ar" messages={{ guest: { title: compile("سجّل رسالة") } }}>
          <Shared />
        </ClientMessages>
      </ClientMessages>,
    );
    expect(html).toBe('<p data-locale="ar">إغلاق|سجّل رسالة</p>');
  });
});
