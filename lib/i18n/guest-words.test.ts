// Guest-facing components hold keys, not sentences (docs/CONVENTIONS.md, "Words a guest reads"): this
// reads their source with TypeScript's parser and fails on English words written in their JSX (text,
// or a string given to a prop people read: aria-label, alt, title, label, placeholder, description)
// outside the catalogue (messages/<language>.json).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const GUEST_FACING = [
  "components/guestbooks/live",
  "components/recorder",
  "components/guestbooks/GreetingPlayer.tsx",
  "app/(public)/live-guestbook",
  "app/(site)/record/RecordMessage.tsx",
  "app/(site)/record/page.tsx",
  "app/(site)/message/[id]/page.tsx",
  "app/(site)/message/[id]/not-found.tsx",
  "components/messages",
  "app/(public)/listen",
  "components/listening",
  "app/(public)/personal-message",
  "app/(public)/audio",
  "app/(public)/embed",
  "components/cards/public",
  // Shared components a guest or a recipient meets too (the words in the root layout's `shared` namespace).
  "components/share",
  "components/qr",
  "components/ui/Modal.tsx",
  "components/ui/SubmitDialogActions.tsx",
  "components/image-chooser",
  "components/colors/ColourPalette.tsx",
  "components/site/NotFoundScreen.tsx",
  "components/ui/ReadMore.tsx",
  "app/error.tsx",
  "app/(site)/error.tsx",
  "app/global-error.tsx",
  "components/site/ErrorScreen.tsx",
];
// Read by people, so never a sentence of their own.
const READ_PROPS = new Set(["aria-label", "alt", "title", "label", "placeholder", "description", "startLabel", "legend"]);
// Not words to translate: the brand and a photo site's name.
const ALLOWED = /^(Echobook|Unsplash)$/;
// The brand's slogan, kept as the brand is in every language.
const BRAND_LINES = new Set(["Be Heard. Be Remembered."]);
// The owner's preview and the wizard's miniature of the guest page stay English with the host pages (README).
const HOST_ONLY = new Set(["PreviewRecorder.tsx"]);

function sourceFiles(entry: string): string[] {
  const full = path.join(process.cwd(), entry);
  if (entry.endsWith(".tsx")) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx") && !HOST_ONLY.has(path.basename(name)))
    .map((name) => path.join(full, name));
}

/** A literal's own text: a template's fixed parts only, not the code in its ${…}. */
function literalText(node: ts.Node, file: ts.SourceFile): string {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  return node.getText(file);
}

function hasWords(text: string): boolean {
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return words.some((word) => !ALLOWED.test(word));
}

export function englishIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !BRAND_LINES.has(node.text.trim())) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (
        value &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isTemplateExpression(value)) &&
        hasWords(literalText(value, file))
      ) {
        found.push(value.getText(file));
      }
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression) {
      // What the expression can show: its strings, the branches of a condition, the sides of && || ??.
      const strings: ts.Node[] = [];
      const collect = (inner: ts.Expression) => {
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) || ts.isTemplateExpression(inner)) strings.push(inner);
        else if (ts.isParenthesizedExpression(inner)) collect(inner.expression);
        else if (ts.isConditionalExpression(inner)) [inner.whenTrue, inner.whenFalse].forEach(collect);
        else if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) collect(inner.right);
        else if (ts.isBinaryExpression(inner) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(inner.operatorToken.kind)) {
          [inner.left, inner.right].forEach(collect);
        }
      };
      collect(node.expression);
      for (const literal of strings) if (hasWords(literalText(literal, file))) found.push(literal.getText(file));
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

describe("guest-facing components", () => {
  it("are caught writing English in JSX text, a read prop or a child expression", () => {
    const sample = `export const A = () => <div aria-label="Voice recorder"><p>Thank You!</p>{busy ? "Saving..." : t("save")}<b>{t("x")}</b> · 44</div>;`;
    expect(englishIn("a.tsx", sample)).toEqual(['"Voice recorder"', "Thank You!", '"Saving..."']);
    expect(englishIn("b.tsx", `export const B = () => <p className="hint">{t("upTo", { max })} · © Echobook</p>;`)).toEqual([]);
  });

  it.each(GUEST_FACING.flatMap(sourceFiles).map((file) => [path.relative(process.cwd(), file), file]))("%s holds no English sentence", (_name, file) => {
    expect(englishIn(file, readFileSync(file, "utf8"))).toEqual([]);
  });
});
