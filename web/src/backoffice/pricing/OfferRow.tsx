import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrency } from "../../currency/CurrencyContext";
import type { AdminFlightOfferFieldsFragment } from "../../graphql/generated";

function statusOf(
  offer: AdminFlightOfferFieldsFragment,
): ["admin.offers.status.live" | "admin.offers.status.hidden" | "admin.offers.status.expired", string] {
  if (offer.validUntil && new Date(offer.validUntil) <= new Date()) return ["admin.offers.status.expired", "gray"];
  return offer.featured ? ["admin.offers.status.live", "green"] : ["admin.offers.status.hidden", "orange"];
}

interface OfferRowProps {
  offer: AdminFlightOfferFieldsFragment;
  onEdit: () => void;
  /** Features it on the home page, or stops featuring it. */
  onToggle: () => void;
}

/** One offer: route, category, price and discount, expiry, whether it is on the home page. */
export function OfferRow({ offer, onEdit, onToggle }: OfferRowProps) {
  const intl = useIntl();
  const { format } = useCurrency();
  const [status, palette] = statusOf(offer);
  return (
    <HStack
      as="li"
      justify="space-between"
      flexWrap="wrap"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      p="3"
      data-testid="offer-row"
    >
      <Stack gap="1">
        <Text fontWeight="medium">
          <bdi>{offer.from}</bdi> → <bdi>{offer.to}</bdi> · <FormattedMessage id={`category.${offer.category}`} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="admin.offers.summary"
            values={{
              price: format(offer.priceUsd),
              original: format(offer.originalPriceUsd),
              discount: offer.discountPercent,
            }}
          />
          {" · "}
          {offer.validUntil ? (
            <FormattedMessage
              id="admin.offers.until"
              values={{
                date: intl.formatDate(offer.validUntil, { dateStyle: "medium", timeStyle: "short" }),
              }}
            />
          ) : (
            <FormattedMessage id="admin.offers.openEnded" />
          )}
        </Text>
      </Stack>
      <HStack gap="2">
        <Badge colorPalette={palette}>
          <FormattedMessage id={status} />
        </Badge>
        <Button size="xs" variant="outline" onClick={onEdit}>
          <FormattedMessage id="admin.offers.edit" />
        </Button>
        <Button size="xs" variant="ghost" onClick={onToggle}>
          <FormattedMessage id={offer.featured ? "admin.offers.deactivate" : "admin.offers.activate"} />
        </Button>
      </HStack>
    </HStack>
  );
}
