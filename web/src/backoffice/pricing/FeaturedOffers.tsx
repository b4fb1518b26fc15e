import { Button, Card, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import {
  useAdminFlightOffersQuery,
  useAdminUpsertFlightOfferMutation,
  type AdminFlightOfferFieldsFragment,
} from "../../graphql/generated";
import { ListState } from "../../ui/components/ListState";
import { emptyOffer, toOfferDraft, toOfferInput, type OfferDraft } from "./offerDraft";
import { OfferForm } from "./OfferForm";
import { OfferRow } from "./OfferRow";

/** Every featured-flight offer, live or not: create, edit, discount, expiry, and deactivate (stop featuring). */
export function FeaturedOffers() {
  const intl = useIntl();
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
            {offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                onEdit={() => setEditing(toOfferDraft(offer))}
                onToggle={() => void toggle(offer)}
              />
            ))}
          </Stack>
        </ListState>
      </Card.Body>
    </Card.Root>
  );
}
