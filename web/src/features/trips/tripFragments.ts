/** What a trip's pages show of an airport: names for the legs, a zone for local times, a position for the map. */
export const tripAirportFragment = /* GraphQL */ `
  fragment TripAirport on Airport {
    code
    name
    city
    timeZone
    latitude
    longitude
  }
`;
