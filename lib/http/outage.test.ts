import { StorageUnavailableError } from "@/lib/storage/types";
import { outageOf } from "./outage";

// The shapes Prisma 7 with @prisma/adapter-pg throws when the embedded PostgreSQL is killed and restarted.
function prismaError(code: string, driverCause: Record<string, unknown>) {
  return Object.assign(new Error("Invalid `prisma.user.count()` invocation"), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { modelName: "User", driverAdapterError: { name: "DriverAdapterError", cause: driverCause } },
  });
}

describe("outageOf", () => {
  it("names the database for what Prisma throws while it is away", () => {
    const terminated = { originalCode: "57P01", kind: "postgres", code: "57P01", message: "terminating connection due to unexpected postmaster exit" };
    expect(outageOf(prismaError("P2039", terminated))).toBe("database");
    expect(outageOf(prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }))).toBe("database");
    // A raw query's failure carries no code of its own, only the adapter's kind.
    expect(outageOf(prismaError("P2010", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }))).toBe("database");
    expect(outageOf(prismaError("P2010", { kind: "postgres", code: "57P03", message: "the database system is starting up" }))).toBe("database");
    expect(outageOf(Object.assign(new Error("Can't reach database server"), { name: "PrismaClientInitializationError" }))).toBe("database");
  });

  it("names the database for what node-postgres throws directly (the job queue)", () => {
    expect(outageOf(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", errno: -111, syscall: "connect" }))).toBe(
      "database",
    );
    expect(outageOf(new Error("Connection terminated unexpectedly"))).toBe("database");
    expect(outageOf(new Error("timeout exceeded when trying to connect"))).toBe("database");
    expect(outageOf(new Error("wrapped", { cause: Object.assign(new Error("admin shutdown"), { code: "57P01" }) }))).toBe("database");
  });

  it("names storage for a storage outage", () => {
    expect(outageOf(new StorageUnavailableError(new Error("connect ECONNREFUSED")))).toBe("storage");
  });

  it("leaves everything else alone: a request's own fault is not an outage", () => {
    expect(outageOf(prismaError("P2002", { kind: "UniqueConstraintViolation", constraint: { fields: ["email"] } }))).toBeNull();
    expect(outageOf(prismaError("P2010", { kind: "postgres", code: "42P01", message: 'relation "x" does not exist' }))).toBeNull();
    expect(outageOf(new Error("Something else"))).toBeNull();
    expect(outageOf("a string")).toBeNull();
    expect(outageOf(null)).toBeNull();
  });
});
