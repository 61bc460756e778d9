// Issue 47's "one source" rules, read from the files as the grep in the issue reads them: a limit is
// written once (inputs read maxLength from the schema modules' exported limits, forms validate with the
// route's schema), and one function builds a sign-in link with its way back.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [path.relative(root, file)] : [];
  });
}

/** Each `file:line` in the folders whose line matches `pattern`. */
function linesMatching(folders: string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(path.join(root, folder)).flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
    ),
  );
}

describe("one source for each limit and each door", () => {
  it("no input hard-codes its maxLength and no form validates by hand", () => {
    expect(linesMatching(["app", "components"], /function validate|maxLength=\{[0-9]+\}|maxLength: [0-9]+/)).toEqual([]);
  });

  it("only lib/auth/login-url.ts writes a callbackUrl query", () => {
    const files = new Set(linesMatching(["app", "components", "lib"], /callbackUrl=/).map((place) => place.split(":")[0]));
    expect([...files]).toEqual([path.join("lib", "auth", "login-url.ts")]);
  });
});
