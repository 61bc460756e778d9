// A server-sent event stream read as a browser's EventSource reads it (fields `id`, `event`, `data`,
// `retry`; comments kept apart), over fetch, for the wall's tests and bench:wall.
/** `receivedAt` is performance.now(), `receivedAtMs` the wall clock (Date.now()). */
export type TStreamEvent = { id: string | null; event: string; data: string; receivedAt: number; receivedAtMs: number };

export type TEventStream = {
  status: number;
  headers: Headers;
  events: TStreamEvent[];
  comments: string[];
  retry: number | null;
  /** Resolves when the server ends the stream (or it fails). */
  ended: Promise<void>;
  /** Waits for the `count`-th event of type `event` (1-based), up to `ms`. */
  waitFor(count: number, ms: number, event?: string): Promise<TStreamEvent[]>;
  close(): void;
};

export async function openEventStream(url: string, opts: { lastEventId?: string; headers?: Record<string, string> } = {}): Promise<TEventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    signal: abort.signal,
    headers: { accept: "text/event-stream", ...(opts.lastEventId ? { "last-event-id": opts.lastEventId } : {}), ...opts.headers },
  });
  const stream: TEventStream = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retry: null,
    ended: Promise.resolve(),
    async waitFor(count, ms, event = "take") {
      const deadline = Date.now() + ms;
      for (;;) {
        const matching = stream.events.filter((item) => item.event === event);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`${matching.length} of ${count} "${event}" events after ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => abort.abort(),
  };
  if (!response.body || !response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    return stream;
  }
  const reader = response.body.getReader();
  stream.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: TStreamEvent = { id: null, event: "message", data: "", receivedAt: performance.now(), receivedAtMs: Date.now() };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith("id: ")) event.id = line.slice(4);
            else if (line.startsWith("event: ")) event.event = line.slice(7);
            else if (line.startsWith("retry: ")) stream.retry = Number(line.slice(7));
            else if (line.startsWith("data: ")) {
              event.data += (hasData ? "\n" : "") + line.slice(6);
              hasData = true;
            }
          }
          if (hasData) stream.events.push(event);
        }
      }
    } catch {
      // Closed by the test, or the server went away.
    }
  })();
  return stream;
}
