import type { Dispatch, SetStateAction } from "react";

// The props of a button that shows and hides a region (the disclosure pattern): its state and the region it controls.
export function disclosureButton(expanded: boolean, setExpanded: Dispatch<SetStateAction<boolean>>, controls: string) {
  return {
    type: "button",
    "aria-expanded": expanded,
    "aria-controls": controls,
    onClick: () => setExpanded((open) => !open),
  } as const;
}
