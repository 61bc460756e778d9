// What `npm test` prints after its counts, read from the result files Jest and Playwright write: the tests
// that failed, by name (CI shows only the tail of a run's output), and where the time went, the files that
// took longest (a file's test-seconds: Playwright's tests of a file summed, retries included, however many
// workers ran them; Jest's suite from its start to its end).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type TFileTime = { file: string; seconds: number; tests: number };
type TJestResult = {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults?: { fullName: string; status: string }[];
    status: string;
    message?: string;
  }[];
};
type TPlaywrightResult = { duration?: number; status?: string };
type TPlaywrightTest = { projectName: string; status: string; results?: TPlaywrightResult[] };
type TPlaywrightSpec = { title: string; file: string; line?: number; tests: TPlaywrightTest[] };
type TPlaywrightSuite = { file?: string; specs?: TPlaywrightSpec[]; suites?: TPlaywrightSuite[] };

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function specsOf(suites: TPlaywrightSuite[]): TPlaywrightSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

/** Jest's suites: their times, and the failed tests (or suites that did not run) by name. */
export function jestReport(files: string[], root: string): { times: TFileTime[]; failed: string[] } {
  const times: TFileTime[] = [];
  const failed: string[] = [];
  for (const file of files) {
    for (const suite of readJson<TJestResult>(file)?.testResults ?? []) {
      const name = path.relative(root, suite.name);
      times.push({ file: name, seconds: (suite.endTime - suite.startTime) / 1000, tests: suite.assertionResults?.length ?? 0 });
      const failures = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
      failed.push(...failures.map((test) => `${name}: ${test.fullName}`));
      if (suite.status === "failed" && failures.length === 0)
        failed.push(
          `${name}: ${
            (suite.message ?? "")
              .split("\n")
              .find((line) => line.trim())
              ?.trim() ?? "the suite failed"
          }`,
        );
    }
  }
  return { times, failed };
}

/** Playwright's spec files: their test-seconds, and the failed tests by project and name. */
export function playwrightReport(file: string): { times: TFileTime[]; tests: TFileTime[]; failed: string[] } {
  const report = readJson<{ suites?: TPlaywrightSuite[] }>(file);
  const byFile = new Map<string, TFileTime>();
  const tests: TFileTime[] = [];
  const failed: string[] = [];
  for (const spec of specsOf(report?.suites ?? [])) {
    const entry = byFile.get(spec.file) ?? { file: spec.file, seconds: 0, tests: 0 };
    for (const test of spec.tests) {
      const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
      entry.tests += 1;
      entry.seconds += seconds;
      tests.push({ file: `[${test.projectName}] ${spec.file}: ${spec.title}`, seconds, tests: 1 });
      if (test.status === "unexpected") failed.push(`[${test.projectName}] ${spec.file}:${spec.line ?? ""} ${spec.title}`);
    }
    byFile.set(spec.file, entry);
  }
  return { times: [...byFile.values()], tests, failed };
}

/** The `count` files (or tests) that took longest, one a line. */
export function slowest(times: TFileTime[], count = 12): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const lines = [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((time) => `  ${time.seconds.toFixed(0).padStart(5)} s  ${time.file}${time.tests === 1 ? "" : ` (${time.tests} tests)`}`);
  return `${lines.join("\n")}\n  ${total.toFixed(0).padStart(5)} s  in all, ${times.length}`;
}
