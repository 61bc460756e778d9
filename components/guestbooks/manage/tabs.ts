// The manage page's tabs, and the one a URL's ?tab opens (components/ui/tab-url.ts writes it).
export const MANAGE_TABS = ["details", "recordings", "personalization"] as const;
export type TManageTab = (typeof MANAGE_TABS)[number];

export function resolveManageTab(value: string | string[] | undefined): TManageTab {
  const requested = Array.isArray(value) ? value[0] : value;
  return (MANAGE_TABS as readonly string[]).includes(requested ?? "") ? (requested as TManageTab) : "details";
}
