import { moveItem, reconcileOrder } from "./stitch-order";

describe("reconcileOrder", () => {
  it("keeps the host's order, drops unselected ids and adds new picks at the end in selection order", () => {
    expect(reconcileOrder(["c", "a", "b"], ["a", "b", "c"])).toEqual(["c", "a", "b"]);
    expect(reconcileOrder(["c", "a", "b"], ["a", "c"])).toEqual(["c", "a"]);
    expect(reconcileOrder(["c", "a"], ["a", "b", "c", "d"])).toEqual(["c", "a", "b", "d"]);
    expect(reconcileOrder(["c", "a"], [])).toEqual([]);
  });
});

describe("moveItem", () => {
  it("swaps with the neighbour and leaves the ends alone", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
