import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerOutagesWith503, notePageError } from "./page-outages";

// A server shaped like scripts/server.ts: each request tagged, then a "render" that reports its error the
// way Next.js's onRequestError does and answers 500.
async function serve(renderError: () => unknown): Promise<{ url: string; close: () => Promise<void>; seenIds: string[] }> {
  const seenIds: string[] = [];
  const server = http.createServer((request, response) => {
    answerOutagesWith503(request, response);
    seenIds.push(String(request.headers["x-echobook-request"]));
    setImmediate(() => {
      const error = renderError();
      if (error) notePageError(error, request.headers);
      setImmediate(() => {
        response.statusCode = error ? 500 : 200;
        response.setHeader("content-type", "text/html");
        response.end("<html></html>");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, seenIds, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("pages whose render failed for an outage", () => {
  it("answer 503 with Retry-After when the database is away", async () => {
    const server = await serve(() => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    try {
      const response = await fetch(server.url, { headers: { "x-echobook-request": "chosen-by-the-client" } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("3");
      expect(response.headers.get("cache-control")).toBe("no-store");
      // The id is the server's own, never one a client sent.
      expect(server.seenIds[0]).not.toBe("chosen-by-the-client");
    } finally {
      await server.close();
    }
  });

  it("keep 500 for any other error, and 200 for a page that rendered", async () => {
    let error: unknown = new TypeError("Cannot read properties of undefined");
    const server = await serve(() => error);
    try {
      expect((await fetch(server.url)).status).toBe(500);
      error = null;
      const fine = await fetch(server.url);
      expect(fine.status).toBe(200);
      expect(fine.headers.get("retry-after")).toBeNull();
    } finally {
      await server.close();
    }
  });
});
