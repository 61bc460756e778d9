import { ApiClientError } from "./api";
import { fetchMp3WhenReady } from "./mp3";

const notReady = () => new ApiClientError(409, "MP3_NOT_READY", "The MP3 is still being prepared.", {}, 0);

describe("fetchMp3WhenReady", () => {
  it("waits while the server is still making the MP3, then answers it", async () => {
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      if (calls === 1) throw notReady();
      return new Response("mp3");
    };
    expect(await (await fetchMp3WhenReady("/x/mp3", { fetcher })).text()).toBe("mp3");
    expect(calls).toBe(2);
  });

  it("gives up after its attempts, and passes any other failure on at once", async () => {
    let calls = 0;
    const never = async (): Promise<Response> => {
      calls += 1;
      throw notReady();
    };
    await expect(fetchMp3WhenReady("/x/mp3", { fetcher: never, attempts: 1 })).rejects.toMatchObject({ code: "MP3_NOT_READY" });
    expect(calls).toBe(1);
    const refused = async (): Promise<Response> => {
      throw new ApiClientError(403, "FORBIDDEN", "Downloads are not allowed for this audio card.");
    };
    await expect(fetchMp3WhenReady("/x/mp3", { fetcher: refused })).rejects.toMatchObject({ status: 403 });
  });
});
