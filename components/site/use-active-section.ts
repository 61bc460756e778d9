"use client";
// Which landing section crosses the middle of the viewport, for highlighting the matching header link.
import { useEffect, useState } from "react";
import { LANDING_SECTIONS, type TLandingSection } from "./nav-items";

export function useActiveSection(enabled: boolean): TLandingSection | null {
  const [active, setActive] = useState<TLandingSection | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        if (crossing) setActive(crossing.target.id as TLandingSection);
      },
      // A thin band across the middle of the viewport: the section under it is the one being read.
      { rootMargin: "-45% 0px -54% 0px", threshold: 0 },
    );
    for (const id of LANDING_SECTIONS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [enabled]);

  return enabled ? active : null;
}
