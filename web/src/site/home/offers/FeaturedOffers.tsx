import { SimpleGrid, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Section } from "../../../ui/components/Section";
import { useFeaturedOffers_ListQuery } from "../../../graphql/generated";
import { OfferCard } from "./OfferCard";
import { OffersError } from "./OffersError";
import { OffersSkeleton } from "./OffersSkeleton";

// Read by graphql-codegen, which generates useFeaturedOffers_ListQuery from it; the hook carries
// the parsed document, so this string is never parsed in the browser.
export const featuredOffersListQuery = /* GraphQL */ `
  query FeaturedOffers_List {
    featuredOffers {
      id
      from
      fromIata
      to
      toIata
      category
      discountPercent
      priceUsd
      originalPriceUsd
    }
  }
`;

const skeletonCount = 6;

export function FeaturedOffers() {
  const { data, loading, error, refetch } = useFeaturedOffers_ListQuery({ notifyOnNetworkStatusChange: true });

  return (
    <Section
      id="offers"
      tone="muted"
      eyebrow={<FormattedMessage id="home.offers.eyebrow" />}
      title={<FormattedMessage id="home.offers.title" />}
      intro={<FormattedMessage id="home.offers.intro" />}
    >
      {loading ? (
        <OffersSkeleton count={skeletonCount} />
      ) : error || !data ? (
        <OffersError onRetry={() => void refetch().catch(() => undefined)} />
      ) : data.featuredOffers.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="home.offers.empty" />
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
          {data.featuredOffers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <Text mt="8" fontSize="xs" color="fg.muted">
        <FormattedMessage id="home.offers.terms" />
      </Text>
    </Section>
  );
}
