import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { jestReport, playwrightReport, slowest } from "./test-report";

const dir = mkdtempSync(path.join(os.tmpdir(), "test-report-"));

test("names Jest's failed tests and a suite that failed to run, and times each suite", () => {
  const file = path.join(dir, "jest.json");
  writeFileSync(
    file,
    JSON.stringify({
      testResults: [
        {
          name: "/repo/tests/integration/a.test.ts",
          startTime: 1000,
          endTime: 13_500,
          status: "failed",
          assertionResults: [
            { fullName: "a works", status: "passed" },
            { fullName: "a refuses", status: "failed" },
          ],
        },
        { name: "/repo/lib/b.test.ts", startTime: 0, endTime: 2000, status: "failed", message: "\n  Cannot find module 'x'\n", assertionResults: [] },
      ],
    }),
  );
  const report = jestReport([file, path.join(dir, "missing.json")], "/repo");
  expect(report.failed).toEqual(["tests/integration/a.test.ts: a refuses", "lib/b.test.ts: Cannot find module 'x'"]);
  expect(report.times).toEqual([
    { file: "tests/integration/a.test.ts", seconds: 12.5, tests: 2 },
    { file: "lib/b.test.ts", seconds: 2, tests: 0 },
  ]);
});

test("sums Playwright's results (retries too) per spec file and names the tests that failed", () => {
  const file = path.join(dir, "playwright.json");
  const spec = (title: string, line: number, tests: unknown[]) => ({ title, file: "wall.spec.ts", line, tests });
  writeFileSync(
    file,
    JSON.stringify({
      suites: [
        {
          specs: [spec("plays", 3, [{ projectName: "mobile-390", status: "flaky", results: [{ duration: 4000 }, { duration: 3000 }] }])],
          suites: [{ specs: [spec("shows", 9, [{ projectName: "desktop", status: "unexpected", results: [{ duration: 1500 }] }])] }],
        },
      ],
    }),
  );
  const report = playwrightReport(file);
  expect(report.failed).toEqual(["[desktop] wall.spec.ts:9 shows"]);
  expect(report.times).toEqual([{ file: "wall.spec.ts", seconds: 8.5, tests: 2 }]);
  expect(slowest(report.tests, 1)).toBe("      7 s  [mobile-390] wall.spec.ts: plays\n      9 s  in all, 2");
});
