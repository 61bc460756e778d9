// ESLint: Next's core-web-vitals and TypeScript rules. `npm run lint` (the first step of a full
// `npm test`) runs it with --max-warnings=0, then knip (unused files, exports and dependencies).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (`const { secret: _secret, ...rest } = row`).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Covers, logos and QR codes are user or stock images served by our own routes at the sizes they are
      // shown; next/image's optimizer would re-encode every one of them on the server at request time.
      "@next/next/no-img-element": "off",
    },
  },
  // lib/ in layers (docs/ARCHITECTURE.md): app/ and components/ reach the database, secrets and the network
  // only through lib/, and lib/ never reaches up into them (scripts/layers.test.ts proves each rule bites).
  {
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "server-only", message: "server-only code lives under lib/: move this module there." }],
          patterns: [
            { group: ["@/lib/db/*", "@/lib/generated/prisma/client"], message: "The database is read and written only under lib/: call a lib/ function." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "Call the API through lib/client's api client, which every screen shares." }],
    },
  },
  {
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ never imports app/ or components/: move what both need into lib/." }] },
      ],
    },
  },
  {
    // Playwright fixtures call their parameter `use`, which is not React's hook.
    files: ["tests/e2e/**", "tests/webkit/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([".next/**", ".data/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
]);
