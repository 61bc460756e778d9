import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { receiveMultipart } from "./multipart";

function upload(bytes: Uint8Array): Request {
  const form = new FormData();
  form.set("guestName", "Ana");
  form.set("audio", new Blob([Buffer.from(bytes)], { type: "audio/webm" }), "take.webm");
  return new Request("http://127.0.0.1/api/guestbooks/record", { method: "POST", body: form });
}

const options = { fileField: "audio", maxFileBytes: 1024, tooLargeMessage: "Too large." };

describe("receiveMultipart", () => {
  it("keeps the upload in a private folder of its own, and removes the folder on cleanup", async () => {
    const received = await receiveMultipart(upload(new Uint8Array([1, 2, 3])), options);
    const folder = path.dirname(received.file!.path);
    expect(received.fields).toEqual({ guestName: "Ana" });
    expect([...readFileSync(received.file!.path)]).toEqual([1, 2, 3]);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(path.basename(folder)).toMatch(/^echobook-upload-[A-Za-z0-9]{6}$/);

    const other = await receiveMultipart(upload(new Uint8Array([4])), options);
    expect(path.dirname(other.file!.path)).not.toBe(folder);
    await received.cleanup();
    await other.cleanup();
    expect(existsSync(folder)).toBe(false);
  });

  it("stops a file past the cap with 413 and leaves nothing behind", async () => {
    const folders = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith("echobook-upload-")).length;
    const before = folders();
    await expect(receiveMultipart(upload(new Uint8Array(4096)), options)).rejects.toMatchObject({ status: 413, message: "Too large." });
    expect(folders()).toBe(before);
  });
});
