// The 404 screen: inside the site's frame for any address that matches no page (app/(site)/not-found.tsx),
// and on its own for a missing page outside it (app/not-found.tsx). That boundary is part of every page's
// payload, the guest's page included, so its links are plain full loads (no next/link code on every phone).
import { FullLoadLink } from "@/components/ui/FullLoadLink";
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
        <FullLoadLink href="/" className="btn btn-primary">
          Go to the home page
        </FullLoadLink>
        <FullLoadLink href="/#listen" className="btn btn-outline">
          Listen to examples
        </FullLoadLink>
      </div>
    </div>
  );
}
