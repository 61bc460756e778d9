// A listening link that opens nothing (never made, rotated or revoked by the host): the 404 screen.
import PublicLogo from "@/components/site/PublicLogo";
import NotFoundScreen from "@/components/site/NotFoundScreen";

export default function ListeningNotFound() {
  return (
    <>
      <div className="container">
        <PublicLogo />
      </div>
      <NotFoundScreen />
    </>
  );
}
