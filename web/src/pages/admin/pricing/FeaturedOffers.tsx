import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../../components/toaster";
import { useCurrency } from "../../../currency/CurrencyContext";
import {
  useAdminFlightOffersQuery,
  useAdminUpsertFlightOfferMutation,
  type AdminFlightOfferFieldsFragment,
} from "../../../graphql/generated";
import { ListState } from "../../../components/ListState";
import { emptyOffer, toOfferDraft, toOfferInput, type OfferDraft } from "./offerDraft";
import { OfferForm } from "./OfferForm";

function statusOf(
  offer: AdminFlightOfferFieldsFragment,
): ["admin.offers.status.live" | "admin.offers.status.hidden" | "admin.offers.status.expired", string] {
  if (offer.validUntil && new Date(offer.validUntil) <= new Date()) return ["admin.offers.status.expired", "gray"];
  return offer.featured ? ["admin.offers.status.live", "green"] : ["admin.offers.status.hidden", "orange"];
}

/** Every featured-flight offer, live or not: create, edit, discount, expiry, and deactivate (stop featuring). */
export function FeaturedOffers() {
  const intl = useIntl();
  const { format } = useCurrency();
  const { data, error, refetch } = useAdminFlightOffersQuery({ fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<OfferDraft | null>(null);
  const [upsert] = useAdminUpsertFlightOfferMutation({ refetchQueries: ["AdminAuditTrail"] });
  const offers = data?.flightOffers ?? [];

  async function toggle(offer: AdminFlightOfferFieldsFragment) {
    const checked = toOfferInput({ ...toOfferDraft(offer), featured: !offer.featured });
    if ("bad" in checked) return;
    try {
      await upsert({ variables: { input: checked.input } });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.pricing.saveFailed" }) });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="offers-title">
      <Card.Body gap="4">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" id="offers-title" size="lg">
            <FormattedMessage id="admin.offers.title" />
          </Heading>
          {!editing && (
            <Button size="sm" colorPalette="gold" onClick={() => setEditing(emptyOffer)}>
              <FormattedMessage id="admin.offers.create" />
            </Button>
          )}
        </HStack>
        {editing && <OfferForm key={editing.id ?? "new"} initial={editing} onDone={() => setEditing(null)} />}
        <ListState
          loaded={Boolean(data)}
          failed={Boolean(error)}
          empty={offers.length === 0}
          onRetry={() => void refetch()}
          emptyTitle="admin.offers.emptyTitle"
          emptyBody="admin.offers.emptyBody"
          emptyAction={null}
        >
          <Stack as="ul" listStyleType="none" gap="3">
            {offers.map((offer) => {
              const [status, palette] = statusOf(offer);
              return (
                <HStack
                  as="li"
                  key={offer.id}
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
                      <bdi>{offer.from}</bdi> → <bdi>{offer.to}</bdi> ·{" "}
                      <FormattedMessage id={`category.${offer.category}`} />
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
                    <Button size="xs" variant="outline" onClick={() => setEditing(toOfferDraft(offer))}>
                      <FormattedMessage id="admin.offers.edit" />
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => void toggle(offer)}>
                      <FormattedMessage id={offer.featured ? "admin.offers.deactivate" : "admin.offers.activate"} />
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        </ListState>
      </Card.Body>
    </Card.Root>
  );
}
