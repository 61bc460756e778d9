// The chooser's 12 solid colour presets (spec 001 §9), named for screen readers.
export const SOLID_COLOR_PRESETS = [
  { name: "Echobook yellow", color: "#fcd300" },
  { name: "Black", color: "#000000" },
  { name: "Charcoal", color: "#2f2f2f" },
  { name: "Navy", color: "#1b2a4a" },
  { name: "Ocean", color: "#1f6f8b" },
  { name: "Forest", color: "#2e5e3a" },
  { name: "Sage", color: "#8fa88a" },
  { name: "Lavender", color: "#b39ddb" },
  { name: "Blush", color: "#f4c2c2" },
  { name: "Rose", color: "#c2185b" },
  { name: "Burgundy", color: "#6d1a36" },
  { name: "Ivory", color: "#f5f0e1" },
] as const;
