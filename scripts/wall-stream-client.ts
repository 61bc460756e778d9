// bench:wall's event-stream readers, in a process of their own (scripts/bench-wall.ts starts it, at a lower
// CPU priority): the thousand walls stand for TVs and projectors, which are other machines at a real party.
// In the benchmark's own process they shared its event loop with the burst it measures, so every event
// parsed there was counted as upload time. Each stream is read as EventSource reads it (node:http, the `id`
// and `data` fields of `take` events), and keeps only what the benchmark reports: the take ids it got and
// when each arrived.
//
// Messages over the IPC channel (the parent sends, this process answers with the same `type`):
//   { type: "open", streams: [{ url, key }] }  -> { type: "open", opened, failures: string[] }
//   { type: "wait", counts: { [key]: n }, ms } -> { type: "wait", done: boolean }
//   { type: "collect" }                        -> { type: "collect", streams: [{ key, ids, delaysMs }] }
//   { type: "close" }                          -> closes every stream and exits
import http from "node:http";

type TReader = { key: string; ids: string[]; delaysMs: number[]; request: http.ClientRequest };

const OPEN_AT_ONCE = 50;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let readers: TReader[] = [];

function send(message: object): void {
  process.send!(message);
}

function openStream(url: string, key: string): Promise<TReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`a stream answered ${response.statusCode}`));
      }
      const reader: TReader = { key, ids: [], delaysMs: [], request };
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes("event: take")) continue;
          const id = /^id: (\d+)_/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!id || !data) continue;
          // The event id starts with the take's save time (ms), the same clock as this machine's.
          reader.delaysMs.push(Math.max(0, Date.now() - Number(id)));
          reader.ids.push((JSON.parse(data) as { id: string }).id);
        }
      });
      response.on("error", () => undefined);
      resolve(reader);
    });
    request.on("error", reject);
  });
}

async function open(streams: { url: string; key: string }[]): Promise<void> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: OPEN_AT_ONCE }, async () => {
      while (next < streams.length) {
        const { url, key } = streams[next++];
        await openStream(url, key).then(
          (reader) => void readers.push(reader),
          (error: unknown) => void failures.push(error instanceof Error ? error.message : String(error)),
        );
      }
    }),
  );
  send({ type: "open", opened: readers.length, failures });
}

async function wait(counts: Record<string, number>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  const done = () => readers.every((reader) => reader.ids.length >= (counts[reader.key] ?? 0));
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  send({ type: "wait", done: done() });
}

process.on("message", (message: { type: string; streams?: { url: string; key: string }[]; counts?: Record<string, number>; ms?: number }) => {
  if (message.type === "open") void open(message.streams ?? []);
  else if (message.type === "wait") void wait(message.counts ?? {}, message.ms ?? 0);
  else if (message.type === "collect") send({ type: "collect", streams: readers.map(({ key, ids, delaysMs }) => ({ key, ids, delaysMs })) });
  else if (message.type === "close") {
    for (const reader of readers) reader.request.destroy();
    readers = [];
    process.exit(0);
  }
});
