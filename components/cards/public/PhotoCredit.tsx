// The cover photographer's credit under a card, linked to the photo on Unsplash when it came from there.
type TProps = { photographer: string | null; unsplashUrl: string | null };

export default function PhotoCredit({ photographer, unsplashUrl }: TProps) {
  if (!photographer) return null;
  if (!unsplashUrl) return <p>Photo: {photographer}</p>;
  return (
    <p>
      <a href={unsplashUrl} target="_blank" rel="noopener noreferrer">
        Photo by {photographer} on Unsplash<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
