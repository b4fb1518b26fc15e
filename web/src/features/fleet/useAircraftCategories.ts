import { useAircraftCategoriesQuery, type AircraftCategoriesQuery } from "../../graphql/generated";

// One query for every page that shows the categories (fleet, booking): one cache entry, one request.
export const aircraftCategoriesQuery = /* GraphQL */ `
  query AircraftCategories {
    aircraftCategories {
      category
      seats
      rangeNm
      cruiseKt
      exampleAircraft
      hourlyRateUsd
    }
  }
`;

export type AircraftCategoryInfo = AircraftCategoriesQuery["aircraftCategories"][number];

/** The four categories with their figures as staff keep them, refreshed on each visit. */
export function useAircraftCategories() {
  return useAircraftCategoriesQuery({ fetchPolicy: "cache-and-network" });
}
