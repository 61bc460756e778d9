import { currentStatus, recordingWindow } from "./recording-window";

const base = {
  eventDate: "2026-06-13",
  allow24HoursBeforeAfter: false,
  openDateEnabled: false,
  openDate: null,
  closeDateEnabled: false,
  closeDate: null,
  status: "active" as const,
  allowRecordings: true,
};

describe("recordingWindow", () => {
  it("covers the event day in every time zone, from UTC+14 to UTC-12", () => {
    const { opensAt, closesAt } = recordingWindow(base);
    expect(opensAt.toISOString()).toBe("2026-06-12T10:00:00.000Z");
    expect(closesAt.toISOString()).toBe("2026-06-14T12:00:00.000Z");
  });

  it("widens by 24 hours each side with allow24HoursBeforeAfter", () => {
    const { opensAt, closesAt } = recordingWindow({ ...base, allow24HoursBeforeAfter: true });
    expect(opensAt.toISOString()).toBe("2026-06-11T10:00:00.000Z");
    expect(closesAt.toISOString()).toBe("2026-06-15T12:00:00.000Z");
  });

  it("lets open and close dates replace either end", () => {
    const window = recordingWindow({
      ...base,
      allow24HoursBeforeAfter: true,
      openDateEnabled: true,
      openDate: "2026-06-01T09:00:00Z",
      closeDateEnabled: true,
      closeDate: "2026-07-01T09:00:00Z",
    });
    expect(window.opensAt.toISOString()).toBe("2026-06-01T09:00:00.000Z");
    expect(window.closesAt.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    const onlyClose = recordingWindow({ ...base, closeDateEnabled: true, closeDate: "2026-07-01T09:00:00Z", openDate: "2026-01-01T00:00:00Z" });
    expect(onlyClose.opensAt.toISOString()).toBe("2026-06-12T10:00:00.000Z");
  });
});

describe("currentStatus", () => {
  it("is upcoming, active or past by the window", () => {
    expect(currentStatus(base, new Date("2026-06-12T09:59:59Z"))).toBe("upcoming");
    expect(currentStatus(base, new Date("2026-06-12T10:00:00Z"))).toBe("active");
    expect(currentStatus(base, new Date("2026-06-14T12:00:00Z"))).toBe("active");
    expect(currentStatus(base, new Date("2026-06-14T12:00:01Z"))).toBe("past");
  });

  it("lets stored states that stop recording win over the window", () => {
    const during = new Date("2026-06-13T12:00:00Z");
    expect(currentStatus({ ...base, allowRecordings: false }, during)).toBe("inactive");
    expect(currentStatus({ ...base, status: "pending_payment" }, during)).toBe("pending_payment");
    expect(currentStatus({ ...base, status: "inactive" }, during)).toBe("inactive");
  });
});
