import { Badge, Box, Card, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { ArrowIcon, JetIcon } from "../../../ui/components/icons";
import { ButtonLink } from "../../../ui/navigation/links";
import { useCurrency } from "../../../currency/CurrencyContext";
import { categoryLabels } from "../../../features/fleet";
import { bookingLink, usePlaceName } from "../../../features/offers";
import type { FeaturedOffers_ListQuery } from "../../../graphql/generated";

type Offer = FeaturedOffers_ListQuery["featuredOffers"][number];

export function OfferCard({ offer }: { offer: Offer }) {
  const { format } = useCurrency();
  const place = usePlaceName();
  const from = place(offer.from, offer.fromIata);
  const to = place(offer.to, offer.toIata);
  return (
    <Card.Root
      as="article"
      data-testid="offer-card"
      variant="outline"
      bg="white"
      h="full"
      overflow="hidden"
      _hover={{ boxShadow: "lg", borderColor: "gold.300" }}
      transition="all 0.2s"
    >
      <Box h="1" bgGradient="to-r" gradientFrom="gold.500" gradientTo="gold.200" aria-hidden="true" />
      <Card.Body gap="5">
        <HStack justify="space-between" align="start">
          <Badge colorPalette="navy" variant="subtle" gap="1.5">
            <JetIcon boxSize="3.5" />
            <FormattedMessage id={categoryLabels[offer.category]} />
          </Badge>
          <Badge colorPalette="gold" variant="solid" fontWeight="bold">
            <FormattedMessage id="offer.discount" values={{ percent: offer.discountPercent }} />
          </Badge>
        </HStack>
        <Card.Title as="h3" fontFamily="heading" fontWeight="normal" fontSize="2xl">
          {/* A span: a heading holds phrasing content only (a div in an h3 is invalid HTML). */}
          <HStack as="span" gap="3" flexWrap="wrap">
            <span>{from}</span>
            <ArrowIcon boxSize="5" color="gold.500" />
            <VisuallyHidden>
              <FormattedMessage id="offer.to" />
            </VisuallyHidden>
            <span>{to}</span>
          </HStack>
        </Card.Title>
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            <FormattedMessage id="offer.oneWayFrom" />
          </Text>
          <HStack gap="3" align="baseline">
            <Text data-testid="offer-price" fontSize="3xl" fontWeight="semibold" color="navy.900">
              {format(offer.priceUsd)}
            </Text>
            <VisuallyHidden>
              <FormattedMessage id="offer.originalPrice" />
            </VisuallyHidden>
            <Text as="del" data-testid="offer-original-price" color="fg.muted" fontSize="md">
              {format(offer.originalPriceUsd)}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <ButtonLink to={bookingLink(offer)} colorPalette="navy" width="full">
          <FormattedMessage id="nav.bookNow" />
          <VisuallyHidden>
            <FormattedMessage id="offer.bookRoute" values={{ from, to }} />
          </VisuallyHidden>
        </ButtonLink>
      </Card.Footer>
    </Card.Root>
  );
}
