import { hasErrorCode } from "../../ui/components/form/fieldErrors";
import { useQuotesSeen, useRequestUpdates } from "../../features/requests";
import { useCustomerRequestQuery } from "../../graphql/generated";

export const customerRequestQuery = /* GraphQL */ `
  query CustomerRequest($id: ID!) {
    quoteRequest(id: $id) {
      ...RequestSummary
      legs {
        fromAirport {
          ...TripAirport
        }
        toAirport {
          ...TripAirport
        }
      }
      category
      pets
      luggage
      catering
      notes
      estimate {
        category
        flightMinutes
        lowUsd
        highUsd
      }
      quotes {
        id
        aircraft
        operator
        priceUsd
        validUntil
        terms
        note
        status
        expired
        category
        priceAgainstEstimate
        operatorAudits
        aircraftDetails {
          typeName
          registration
          yearOfManufacture
          yearOfRefurbishment
          seats
          wifi
          lavatory
          petsAllowed
        }
      }
      booking {
        id
        number
        status
        confirmationCode
      }
    }
  }
`;

/**
 * The customer's own quote request, kept current by its live updates; its quotes count as seen
 * once shown (on the server, for every device). Someone else's request answers NOT_FOUND, exactly as one that does not exist.
 */
export function useCustomerRequest(id: string) {
  const { data, error, refetch } = useCustomerRequestQuery({ variables: { id }, fetchPolicy: "cache-and-network" });
  const request = data?.quoteRequest;
  // Events for this request update it through the cache; others are not this page's business.
  useRequestUpdates(
    () => undefined,
    () => true,
  );
  useQuotesSeen(request);

  const notFound = hasErrorCode(error, "NOT_FOUND");
  return {
    request,
    notFound,
    /** The request could not be read, for a reason other than its absence. */
    failed: Boolean(error && !data && !notFound),
    loading: !data && !notFound,
    refetch,
  };
}

export type CustomerRequest = NonNullable<ReturnType<typeof useCustomerRequest>["request"]>;
