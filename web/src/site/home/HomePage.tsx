import { ContactCta } from "../../ui/components/ContactCta";
import { PageTitle } from "../../ui/components/PageTitle";
import { HomeAuthPrompt } from "../../features/auth";
import { CabinCrewSection } from "./crew/CabinCrewSection";
import { HeroCarousel } from "./hero/HeroCarousel";
import { FeaturedOffers } from "./offers/FeaturedOffers";
import { ProgramCards } from "./programs/ProgramCards";
import { TrustSection } from "./trust/TrustSection";
import { ValueCards } from "./values/ValueCards";

export default function HomePage() {
  return (
    <>
      <PageTitle id="meta.homeTitle" />
      <HeroCarousel />
      <ProgramCards />
      <FeaturedOffers />
      <CabinCrewSection />
      <ValueCards />
      <TrustSection />
      <ContactCta />
      <HomeAuthPrompt />
    </>
  );
}
