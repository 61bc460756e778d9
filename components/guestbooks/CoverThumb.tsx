// The picture of a cover beside its chooser (a guestbook's, an audio card's): the solid colour, or the
// image; 120x72, or 320x180 where no live preview sits beside the field.
export function CoverThumb({ color, imageUrl, className, large = false }: { color?: string | null; imageUrl: string; className: string; large?: boolean }) {
  return color ? (
    <span className={className} style={{ background: color }} aria-hidden="true" />
  ) : (
    <img className={className} src={imageUrl} alt="" width={large ? 320 : 120} height={large ? 180 : 72} />
  );
}
