import { UploadError, UploadTransportError, uploadTake, type TUploadRequest, type TUploadResponse, type TUploadTakeOptions } from "./upload-take";

type TStep = TUploadResponse | UploadTransportError;

const ok = (body: unknown = { id: "msg_1" }): TUploadResponse => ({ status: 200, bodyText: JSON.stringify(body), retryAfter: null });
const status = (code: number, bodyText = "", retryAfter: string | null = null): TUploadResponse => ({ status: code, bodyText, retryAfter });

/** A transport that answers each attempt with the next step and remembers what it was sent. */
function fakeTransport(...steps: TStep[]) {
  const requests: TUploadRequest[] = [];
  const send = jest.fn(async (request: TUploadRequest) => {
    requests.push(request);
    const step = steps[requests.length - 1];
    if (!step) throw new Error(`unexpected attempt ${requests.length}`);
    if (step instanceof UploadTransportError) throw step;
    request.onProgress(0.5);
    return step;
  });
  return { send, requests };
}

function options(send: TUploadTakeOptions["send"], overrides: Partial<TUploadTakeOptions> = {}): TUploadTakeOptions {
  return {
    endpoint: "/api/upload-audio",
    blob: new Blob(["voice"], { type: "audio/webm" }),
    fileName: "message.webm",
    fields: { title: "Happy birthday", name: "Ana", email: "ana@example.com" },
    clientUploadId: "7d0c2a4e-5b1f-4c3e-9a8d-2f6e1b0c9d7a",
    send,
    ...overrides,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("uploadTake", () => {
  it("posts the audio file, every field and the clientUploadId, and answers the server's id", async () => {
    const { send, requests } = fakeTransport(ok({ id: "msg_42" }));
    const progress: number[] = [];

    await expect(uploadTake(options(send, { onProgress: (fraction) => progress.push(fraction) }))).resolves.toEqual({ id: "msg_42" });

    const [request] = requests;
    expect(request.endpoint).toBe("/api/upload-audio");
    const audio = request.body.get("audio");
    expect(audio).toBeInstanceOf(Blob);
    expect((audio as File).name).toBe("message.webm");
    expect(await (audio as File).text()).toBe("voice");
    expect(request.body.get("title")).toBe("Happy birthday");
    expect(request.body.get("name")).toBe("Ana");
    expect(request.body.get("email")).toBe("ana@example.com");
    expect(request.body.get("clientUploadId")).toBe("7d0c2a4e-5b1f-4c3e-9a8d-2f6e1b0c9d7a");
    // The id comes before the audio so a streaming server can look it up first.
    expect([...request.body.keys()]).toEqual(["clientUploadId", "title", "name", "email", "audio"]);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it("retries a 5xx after 1 s, 2 s, 4 s and 8 s, with the same clientUploadId every time", async () => {
    const { send, requests } = fakeTransport(status(503), status(502), status(500), status(504), ok({ id: "msg_7" }));
    const notices: unknown[] = [];
    const attempts: number[] = [];
    const result = uploadTake(options(send, { onRetry: (notice) => notices.push(notice), onAttempt: (attempt) => attempts.push(attempt) }));

    for (const [waitMs, attemptsSoFar] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
      [8000, 5],
    ]) {
      await jest.advanceTimersByTimeAsync(waitMs - 1);
      expect(send).toHaveBeenCalledTimes(attemptsSoFar - 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(send).toHaveBeenCalledTimes(attemptsSoFar);
    }

    await expect(result).resolves.toEqual({ id: "msg_7" });
    expect(new Set(requests.map((request) => request.body.get("clientUploadId")))).toEqual(new Set(["7d0c2a4e-5b1f-4c3e-9a8d-2f6e1b0c9d7a"]));
    expect(notices).toEqual([
      { attempt: 2, maxAttempts: 5, delayMs: 1000 },
      { attempt: 3, maxAttempts: 5, delayMs: 2000 },
      { attempt: 4, maxAttempts: 5, delayMs: 4000 },
      { attempt: 5, maxAttempts: 5, delayMs: 8000 },
    ]);
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ["no network", new UploadTransportError("network")],
    ["a timeout", new UploadTransportError("timeout")],
    ["408", status(408)],
    ["429", status(429)],
  ])("retries after %s", async (_label, failure) => {
    const { send } = fakeTransport(failure, ok());
    const result = uploadTake(options(send));
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ id: "msg_1" });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("waits as long as a 429's Retry-After asks instead of the backoff", async () => {
    const { send } = fakeTransport(status(429, '{"error":"Too many requests"}', "5"), ok());
    const result = uploadTake(options(send));
    await jest.advanceTimersByTimeAsync(4999);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: "msg_1" });
  });

  it("gives up after the fifth attempt with the server's { error } text", async () => {
    const failure = status(500, JSON.stringify({ error: "Storage unavailable" }));
    const { send } = fakeTransport(failure, failure, failure, failure, failure);
    const result = uploadTake(options(send));
    const settled = expect(result).rejects.toThrow(new UploadError("Upload failed: 500 Storage unavailable", 500));
    await jest.advanceTimersByTimeAsync(15_000);
    await settled;
    expect(send).toHaveBeenCalledTimes(5);
  });

  it("says so when no attempt ever reached the server", async () => {
    const lost = new UploadTransportError("network");
    const { send } = fakeTransport(lost, lost, lost, lost, new UploadTransportError("timeout"));
    const result = uploadTake(options(send));
    const settled = expect(result).rejects.toMatchObject({ message: "Upload failed: timed out", status: null });
    await jest.advanceTimersByTimeAsync(15_000);
    await settled;
  });

  it.each([
    [400, '{"error":"Invalid email"}', "Upload failed: 400 Invalid email", "Invalid email"],
    [413, "Payload Too Large", "Upload failed: 413 Payload Too Large", "Payload Too Large"],
    [415, "", "Upload failed: 415", null],
  ])("does not retry a %s; the error carries status and body text, and a reason only when the body gave one", async (code, bodyText, message, reason) => {
    const { send } = fakeTransport(status(code, bodyText));
    await expect(uploadTake(options(send))).rejects.toMatchObject({ message, status: code, reason });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("carries the server's error code, so a page can ask for a new take instead of a retry", async () => {
    const { send } = fakeTransport(status(422, '{"error":"Too short.","code":"TAKE_TOO_SHORT"}'));
    await expect(uploadTake(options(send))).rejects.toMatchObject({ status: 422, reason: "Too short.", code: "TAKE_TOO_SHORT" });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("treats a success without an id as a failure rather than inventing one", async () => {
    const { send } = fakeTransport(status(200, "<html>captive portal</html>"));
    await expect(uploadTake(options(send))).rejects.toThrow("Upload failed: 200 <html>captive portal</html>");
  });

  it("stops waiting and sends nothing more once aborted during a backoff", async () => {
    const { send } = fakeTransport(status(503), ok());
    const controller = new AbortController();
    const result = uploadTake(options(send, { signal: controller.signal }));
    const settled = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
