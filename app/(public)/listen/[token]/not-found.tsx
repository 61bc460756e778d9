// A listening link that opens nothing (never made, rotated or revoked by the host): the 404 screen.
import Logo from "@/components/site/Logo";
import NotFoundScreen from "@/components/site/NotFoundScreen";

export default function ListeningNotFound() {
  return (
    <>
      <div className="container">
        <Logo fullLoad />
      </div>
      <NotFoundScreen />
    </>
  );
}
