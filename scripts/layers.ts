// The layers of lib/, read from the import lines (docs/ARCHITECTURE.md, "Layers"): which folder imports
// which, and any cycle among them. `scripts/layers.test.ts` keeps lib/ free of cycles (so no two folders
// import each other) and the bottom layer free of imports from above; `npm run layers` prints the levels.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type TFolderGraph = Map<string, Map<string, string>>;

/** The folders (and root files) of lib/ that everything else builds on; they import only one another. */
export const BOTTOM_LAYER = [
  "env",
  "ids",
  "local-setup",
  "constants",
  "crypto",
  "db",
  "validation",
  "http",
  "i18n",
  "storage",
  "queue",
  "concurrency",
  "rate-limit",
  "gate",
  "colors",
  "seo",
  "share",
  "qr",
  "archive",
] as const;

const IMPORT = /(?:from|import)\s*\(?\s*["'](@\/lib\/[^"']+|\.\.?\/[^"']*)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each lib/ folder (a root file counts as its own) and the folders it imports, with one importing file each. */
export function folderGraph(libDir: string): TFolderGraph {
  const graph: TFolderGraph = new Map();
  for (const file of sourceFiles(libDir)) {
    const relative = path.relative(libDir, file);
    const from = relative.includes(path.sep) ? relative.split(path.sep)[0] : relative.replace(/\.tsx?$/, "");
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, target] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const resolved = target.startsWith("@/lib/") ? target.slice("@/lib/".length) : path.normalize(path.join(path.dirname(relative), target));
      const to = resolved.split(/[\\/]/)[0];
      if (to !== from && to !== "generated" && !edges.has(to)) edges.set(to, relative);
    }
  }
  return graph;
}

/** Every cycle's folders (strongly connected components of more than one folder), each with the import lines that close it. */
export function cyclesOf(graph: TFolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) {
      cycles.push(
        component.flatMap((from) =>
          [...(graph.get(from) ?? [])].filter(([to]) => component.includes(to)).map(([to, file]) => `${from} -> ${to} (lib/${file})`),
        ),
      );
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Imports from a bottom-layer folder to one above it. */
export function bottomLayerBreaches(graph: TFolderGraph): string[] {
  const bottom = new Set<string>(BOTTOM_LAYER);
  return [...graph]
    .filter(([from]) => bottom.has(from))
    .flatMap(([from, edges]) => [...edges].filter(([to]) => !bottom.has(to)).map(([to, file]) => `${from} -> ${to} (lib/${file})`));
}

/** Each folder's level: 0 imports no other folder; every other is one above the highest it imports. */
export function levels(graph: TFolderGraph): Map<string, number> {
  const level = new Map<string, number>();
  const of = (node: string): number => {
    if (!level.has(node)) level.set(node, 1 + Math.max(-1, ...[...(graph.get(node)?.keys() ?? [])].map(of)));
    return level.get(node)!;
  };
  for (const node of graph.keys()) of(node);
  return level;
}

if (require.main === module) {
  const graph = folderGraph(path.join(process.cwd(), "lib"));
  const cycles = cyclesOf(graph);
  if (cycles.length) {
    console.error(`lib/ has ${cycles.length} import cycle(s):\n${cycles.map((cycle) => `  ${cycle.join("\n  ")}`).join("\n\n")}`);
    process.exit(1);
  }
  const byLevel = new Map<number, string[]>();
  for (const [folder, level] of levels(graph)) byLevel.set(level, [...(byLevel.get(level) ?? []), folder].sort());
  for (const level of [...byLevel.keys()].sort((a, b) => a - b)) console.log(`${level}: ${byLevel.get(level)!.join(", ")}`);
}
