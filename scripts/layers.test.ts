// lib/ in layers, kept by this test and by ESLint: no import cycle among lib/'s folders (so no two import
// each other), nothing in the bottom layer imports a domain, lib/ never imports app/ or components/, and
// the database, `server-only` and fetch stay where they belong (eslint.config.mjs, checked here on fixtures).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { bottomLayerBreaches, cyclesOf, folderGraph, type TFolderGraph } from "./layers";

const root = path.join(__dirname, "..");
const graph = folderGraph(path.join(root, "lib"));

function graphOf(edges: Record<string, string[]>): TFolderGraph {
  return new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, `${from}/x.ts`]))]));
}

describe("lib/'s layers", () => {
  it("has no import cycle among its folders, so no two folders import each other", () => {
    expect(cyclesOf(graph)).toEqual([]);
    const pairs = [...graph].flatMap(([from, edges]) => [...edges.keys()].filter((to) => graph.get(to)?.has(from)).map((to) => `${from} <-> ${to}`));
    expect(pairs).toEqual([]);
  });

  it("keeps the bottom layer (env, http, db, validation, constants...) free of imports from the domains", () => {
    expect(bottomLayerBreaches(graph)).toEqual([]);
  });

  it("finds a pair and a longer cycle where there is one", () => {
    expect(cyclesOf(graphOf({ cards: ["pro-cards"], "pro-cards": ["cards"], db: [] }))).toEqual([
      ["pro-cards -> cards (lib/pro-cards/x.ts)", "cards -> pro-cards (lib/cards/x.ts)"],
    ]);
    expect(cyclesOf(graphOf({ a: ["b"], b: ["c"], c: ["a"] }))[0]).toHaveLength(3);
    expect(bottomLayerBreaches(graphOf({ validation: ["cards"] }))).toEqual(["validation -> cards (lib/validation/x.ts)"]);
  });
});

// ESLint loads its config as an ES module, which Jest's runtime cannot: the fixtures are linted in one
// Node process of their own, through ESLint's API, as `npm run lint` would lint files at those paths.
const LINT_FIXTURES = `
import { ESLint } from "eslint";
const eslint = new ESLint({ cwd: process.cwd() });
const fixtures = JSON.parse(await new Promise((resolve) => { let input = ""; process.stdin.on("data", (c) => (input += c)); process.stdin.on("end", () => resolve(input)); }));
const out = [];
for (const [file, code] of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId?.startsWith("no-restricted")).map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

function lintFixtures(fixtures: [file: string, code: string][]): string[][] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", LINT_FIXTURES], {
    cwd: root,
    input: JSON.stringify(fixtures.map(([file, code]) => [path.join(root, file), code])),
    encoding: "utf8",
  });
  return JSON.parse(output) as string[][];
}

describe("the boundaries ESLint keeps", () => {
  it("refuses the database client and server-only outside lib/, app/ and components/ inside lib/, and fetch in screens", () => {
    const [dbInApp, serverOnlyInComponents, inLib, componentInLib, fetchInComponent] = lintFixtures([
      ["app/api/fixture/route.ts", 'import { db } from "@/lib/db/client";\nexport const x = db;\n'],
      ["components/fixture/Fixture.tsx", 'import "server-only";\nexport const x = 1;\n'],
      ["lib/fixture/read.ts", 'import "server-only";\nimport { db } from "@/lib/db/client";\nexport const x = db;\n'],
      ["lib/fixture/read.ts", 'import { X } from "@/components/ui/X";\nexport const x = X;\n'],
      ["components/fixture/Fixture.tsx", 'export async function load() {\n  return fetch("/api/x");\n}\n'],
    ]);
    expect(dbInApp).toEqual([expect.stringMatching(/database.*lib\//)]);
    expect(serverOnlyInComponents).toEqual([expect.stringMatching(/server-only.*lib\//)]);
    expect(inLib).toEqual([]);
    expect(componentInLib).toEqual([expect.stringMatching(/never imports app\/ or components\//)]);
    expect(fetchInComponent).toEqual([expect.stringMatching(/api client/)]);
  }, 60_000);
});
