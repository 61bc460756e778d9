import { ApiError, errorResponse } from "@/lib/http/errors";
import { createMediaSlots } from "./media-slots";

describe("media slots", () => {
  it("answers a request that waited too long with 503, Retry-After and SERVER_BUSY; a job waits its turn", async () => {
    const slots = createMediaSlots(1, 50, 0);
    let finishHolder: () => void = () => undefined;
    const holder = slots.run("background", () => new Promise<void>((resolve) => (finishHolder = resolve)));

    const busy = await slots.run("request", async () => "ran").catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(ApiError);
    const response = errorResponse(busy);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: "The server is busy. Please try again in a moment.", code: "SERVER_BUSY" });

    const job = slots.run("background", async () => "job ran");
    await new Promise((resolve) => setTimeout(resolve, 100));
    finishHolder();
    await holder;
    await expect(job).resolves.toBe("job ran");
  });

  it("frees the slot when the work fails", async () => {
    const slots = createMediaSlots(1, 50);
    await expect(slots.run("request", () => Promise.reject(new Error("decoder crashed")))).rejects.toThrow("decoder crashed");
    await expect(slots.run("request", async () => "next")).resolves.toBe("next");
  });

  it("is one pool for every copy of the module (Next bundles routes, pages and the job workers apart)", () => {
    const load = () => {
      let copy: typeof import("./media-slots") | undefined;
      jest.isolateModules(() => {
        copy = jest.requireActual<typeof import("./media-slots")>("./media-slots");
      });
      return copy!;
    };
    const [routes, workers] = [load(), load()];
    expect(routes).not.toBe(workers);
    expect(routes.mediaSlots()).toBe(workers.mediaSlots());
  });
});
