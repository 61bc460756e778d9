// Smoothly scrolls the landing page to one of its sections and moves keyboard focus there, so the
// next Tab continues from the section rather than from the header link.
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  window.history.pushState(null, "", id === "top" ? "/" : `/#${id}`);
  return true;
}

/** True for a plain left click, the only kind an in-page scroll should take over. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
