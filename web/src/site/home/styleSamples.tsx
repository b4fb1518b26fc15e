import { OfferCard } from "./offers/OfferCard";
import { ProgramCard } from "./programs/ProgramCard";

// Drawn only by the build, never shown: the home page's cards come from the catalogue, which the
// build does not have, so one of each look is drawn here for its rules to go into the stylesheet
// every public page shares (entry-server's harvestPageStyles). Whatever a real card still adds
// stays inline in its page. The values are placeholders; only the cards' looks matter.
const placeholder = "Placeholder";

export function HomeStyleSamples() {
  return (
    <>
      <OfferCard
        offer={{
          __typename: "FlightOffer",
          id: "style-sample",
          from: placeholder,
          fromIata: null,
          to: placeholder,
          toIata: null,
          category: "LIGHT",
          discountPercent: 1,
          priceUsd: 1,
          originalPriceUsd: 2,
        }}
      />
      {[true, false].map((mostPopular) => (
        <ProgramCard
          key={String(mostPopular)}
          program={{
            code: "MEMBERSHIP",
            anchor: "membership",
            name: placeholder,
            summary: placeholder,
            pricing: placeholder,
            features: [{ key: "sample", text: placeholder }],
            mostPopular,
          }}
        />
      ))}
    </>
  );
}
