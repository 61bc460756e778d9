// The header's links to the landing page sections; `section` is the id of the element each one scrolls to.
export type TLandingSection = "top" | "get-started" | "listen" | "pricing";

export type TNavItem = { label: string; href: string; section: TLandingSection };

export const NAV_ITEMS: readonly TNavItem[] = [
  { label: "Home", href: "/", section: "top" },
  { label: "Get Started", href: "/#get-started", section: "get-started" },
  { label: "Listen", href: "/#listen", section: "listen" },
  { label: "Pricing", href: "/#pricing", section: "pricing" },
];

export const LANDING_SECTIONS: readonly TLandingSection[] = NAV_ITEMS.map((item) => item.section);
