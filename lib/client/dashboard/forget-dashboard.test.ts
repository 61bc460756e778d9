import { dashboardCacheKey } from "./dashboard-cache";
import { forgetDashboard } from "./forget-dashboard";
import { viewStateKey } from "./view-state";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe("forgetDashboard", () => {
  it("removes every user's dashboard copy and view state, and nothing else", () => {
    const local = memoryStorage({ [dashboardCacheKey("u1")]: "{}", [dashboardCacheKey("u2")]: "{}", pendingGuestbookData: "{}", "other:key": "1" });
    const session = memoryStorage({ [viewStateKey("u1")]: "{}", unrelated: "x" });
    forgetDashboard([local, session]);
    expect(local.keys()).toEqual(["pendingGuestbookData", "other:key"]);
    expect(session.keys()).toEqual(["unrelated"]);
  });
});
