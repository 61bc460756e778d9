import { ApiClientError } from "@/lib/client/api";
import { CREATE_FAILED, failureOf, TIMED_OUT } from "./cards";

describe("failureOf", () => {
  it("opens the credit modal on 402 REQUIRES_PAYMENT", () => {
    const error = new ApiClientError(402, "REQUIRES_PAYMENT", "You have no audio card credits left.", { requiresPayment: true });
    expect(failureOf(error, CREATE_FAILED)).toEqual({ kind: "payment" });
  });
  it("sends a lapsed session to sign in", () => {
    expect(failureOf(new ApiClientError(401, "UNAUTHORIZED", "Please log in."), CREATE_FAILED)).toEqual({ kind: "signIn" });
  });
  it("says the spec's text when 30 s pass without an answer", () => {
    expect(failureOf(new ApiClientError(0, "TIMEOUT", null), CREATE_FAILED)).toEqual({ kind: "error", message: TIMED_OUT });
  });
  it("shows the server's text, else the spec's generic one", () => {
    expect(failureOf(new ApiClientError(422, "UNPROCESSABLE", "Recording is too long."), CREATE_FAILED)).toEqual({
      kind: "error",
      message: "Recording is too long.",
    });
    expect(failureOf(new ApiClientError(0, "NETWORK", null), CREATE_FAILED)).toEqual({ kind: "error", message: CREATE_FAILED });
    expect(failureOf(new Error("boom"), CREATE_FAILED)).toEqual({ kind: "error", message: CREATE_FAILED });
  });
});
