// Unit tests sit beside the code (*.test.ts); integration tests (HTTP against the running app and the
// embedded PostgreSQL, or against a real S3-protocol server) live in tests/integration. `npm test`
// (scripts/test.ts) starts what they need; see tests/README.md.
const swc = ["@swc/jest", { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } } }];

const common = {
  // @react-email/render loads react-dom/server with a dynamic import(), which Jest's CommonJS runtime
  // cannot run; swc turns it into a require().
  transform: { "^.+\\.(t|j)sx?$": swc, "/@react-email/render/.+\\.cjs$": swc },
  // Tests run server modules outside React's server environment, where "server-only" is the empty module.
  moduleNameMapper: { "^server-only$": "<rootDir>/node_modules/server-only/empty.js", "^@/(.*)$": "<rootDir>/$1" },
  testEnvironment: "node",
  // jose and sanitize-html's parser (htmlparser2 and its dom* and entities packages) ship ES modules
  // only; let swc turn them into CommonJS like our own code.
  // next-intl and use-intl (the message catalogues) likewise.
  transformIgnorePatterns: [
    "/node_modules/(?!(jose|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@react-email/render|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs/[^/]+|@schummar/icu-type-parser)/)",
  ],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
};

module.exports = {
  // Integration tests talk to a real server and database; 30 s is for a slow machine, not a slow test.
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: "unit", testMatch: ["<rootDir>/{lib,components,app,scripts}/**/*.test.ts?(x)"] },
    { ...common, displayName: "integration", testMatch: ["<rootDir>/tests/integration/**/*.test.ts"] },
  ],
};
