// The headers next.config.js gives every /api answer, which a wall stream answered outside Next.js
// (wall-node-stream.ts, wall-socket.ts) must carry too (tests/integration/wall.test.ts compares them with
// the route's own answer).
export const API_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), geolocation=(), microphone=(self)",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
} as const;
