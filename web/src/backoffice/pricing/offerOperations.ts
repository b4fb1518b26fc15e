// The featured offers' operations; codegen turns each into a typed hook.

export const adminFlightOfferFields = /* GraphQL */ `
  fragment AdminFlightOfferFields on FlightOffer {
    id
    from
    to
    fromIata
    toIata
    category
    discountPercent
    priceUsd
    originalPriceUsd
    featured
    sortOrder
    validUntil
  }
`;

export const adminFlightOffersQuery = /* GraphQL */ `
  query AdminFlightOffers {
    flightOffers {
      ...AdminFlightOfferFields
    }
  }
`;

export const upsertFlightOfferMutation = /* GraphQL */ `
  mutation AdminUpsertFlightOffer($input: FlightOfferInput!) {
    upsertFlightOffer(input: $input) {
      ...AdminFlightOfferFields
    }
  }
`;
