// An outline icon on a 24-unit grid, stroked in the text colour with round caps and joins. Decorative:
// hidden from assistive technology, so the text or label beside it says what it stands for.
type TProps = { paths: readonly string[]; size: number; strokeWidth?: number };

export function LineIcon({ paths, size, strokeWidth = 2 }: TProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
