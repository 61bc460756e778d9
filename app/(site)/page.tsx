import GetStarted from "@/components/landing/GetStarted";
import Hero from "@/components/landing/Hero";
import Listen from "@/components/landing/Listen";
import Newsletter from "@/components/landing/Newsletter";
import Pricing from "@/components/landing/Pricing";

export default function HomePage() {
  return (
    <>
      <Hero />
      <GetStarted />
      <Listen />
      <Pricing />
      <Newsletter />
    </>
  );
}
