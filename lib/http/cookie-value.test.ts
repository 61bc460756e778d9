import { cookieValue } from "./cookie-value";

describe("cookieValue", () => {
  it.each([
    ["a=1; echobook_gate=abc; b=2", "echobook_gate", "abc"],
    ["echobook_gate=a=b==", "echobook_gate", "a=b=="],
    ["other=1", "echobook_gate", undefined],
    ["echobook_gate_x=1", "echobook_gate", undefined],
    [undefined, "echobook_gate", undefined],
  ])("in %p, %s is %p", (header, name, value) => {
    expect(cookieValue(header, name)).toBe(value);
  });
});
