// The 404 screen: inside the site's frame for any address that matches no page (app/(site)/not-found.tsx),
// and on its own for a missing page outside it (app/not-found.tsx).
import Link from "next/link";
import screen from "./ErrorScreen.module.css";
import styles from "./NotFoundScreen.module.css";

export default function NotFoundScreen() {
  return (
    <div className={`container ${screen.screen}`}>
      <p className={`badge ${styles.code}`} aria-hidden="true">
        404
      </p>
      <h1 className={screen.title}>We couldn&apos;t find that page</h1>
      <p className={screen.text}>The link may be broken, or the page may have moved. Let&apos;s get you back to something worth hearing.</p>
      <div className={screen.actions}>
        <Link href="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link href="/#listen" className="btn btn-outline">
          Listen to examples
        </Link>
      </div>
    </div>
  );
}
