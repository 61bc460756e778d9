// The palette of 28 colour swatches every colour control offers (spec 000 QR customization, spec 001
// guestbook colours): the first 6 on phones, up to 15 on larger screens, the rest behind 'More'.
export type TSwatch = { name: string; hex: string };

// Brand, neutrals, then the hue wheel in a dark and a light step, so both dark and light colours have
// choices (a QR code's modules and background, a title on a photo, a button and its text).
export const COLOUR_PALETTE: readonly TSwatch[] = [
  { name: "Black", hex: "#000000" },
  { name: "White", hex: "#ffffff" },
  { name: "Echobook yellow", hex: "#fcd300" },
  { name: "Charcoal", hex: "#1f2937" },
  { name: "Slate", hex: "#4b5563" },
  { name: "Silver", hex: "#9ca3af" },
  { name: "Mist", hex: "#e5e7eb" },
  { name: "Maroon", hex: "#7f1d1d" },
  { name: "Red", hex: "#dc2626" },
  { name: "Orange", hex: "#f97316" },
  { name: "Amber", hex: "#f59e0b" },
  { name: "Ochre", hex: "#a16207" },
  { name: "Forest", hex: "#14532d" },
  { name: "Green", hex: "#16a34a" },
  { name: "Lime", hex: "#84cc16" },
  { name: "Teal", hex: "#0f766e" },
  { name: "Cyan", hex: "#06b6d4" },
  { name: "Navy", hex: "#1e3a8a" },
  { name: "Blue", hex: "#2563eb" },
  { name: "Sky", hex: "#60a5fa" },
  { name: "Indigo", hex: "#4c1d95" },
  { name: "Violet", hex: "#7c3aed" },
  { name: "Lavender", hex: "#c084fc" },
  { name: "Plum", hex: "#9d174d" },
  { name: "Pink", hex: "#db2777" },
  { name: "Blush", hex: "#f9a8d4" },
  { name: "Brown", hex: "#78350f" },
  { name: "Cream", hex: "#fef3c7" },
];

export const PHONE_SWATCHES = 6;
export const WIDE_SWATCHES = 15;

/** The swatches shown, and whether a 'More' control is needed to reach the others. */
export function visibleSwatches(palette: readonly TSwatch[], { wide, expanded }: { wide: boolean; expanded: boolean }) {
  const limit = wide ? WIDE_SWATCHES : PHONE_SWATCHES;
  return { shown: expanded ? palette : palette.slice(0, limit), hasMore: palette.length > limit };
}
