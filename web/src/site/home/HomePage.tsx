import { Box } from "@chakra-ui/react";
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
      {/* Below the hero: laid out and painted as they near the screen, not all in the first frame
          (the first visit's longest task was laying out the whole page). Each keeps its last size. */}
      <Box css={{ "& > section": { contentVisibility: "auto", containIntrinsicSize: "auto 56rem" } }}>
        <ProgramCards />
        <FeaturedOffers />
        <CabinCrewSection />
        <ValueCards />
        <TrustSection />
        <ContactCta />
      </Box>
      <HomeAuthPrompt />
    </>
  );
}
