// What the booking form asks of the API, in a module loaded at its first call: the form itself
// wakes without Apollo's code, which comes with the first search, estimate or send.
import { CombinedGraphQLErrors, type ApolloClient } from "@apollo/client";
import {
  Booking_AirportsDocument,
  Booking_EstimateDocument,
  Booking_SubmitDocument,
  type Booking_AirportsQuery,
  type Booking_EstimateQuery,
  type Booking_EstimateQueryVariables,
  type Booking_SubmitMutation,
  type Booking_SubmitMutationVariables,
} from "../../graphql/generated";

export const submitMutation = /* GraphQL */ `
  mutation Booking_Submit($input: QuoteRequestInput!, $key: String!) {
    submitQuoteRequest(input: $input, idempotencyKey: $key) {
      id
      reference
    }
  }
`;

export type FoundAirport = Booking_AirportsQuery["airports"][number];

/** The best matches for what the visitor typed (codes, cities, names). */
export async function findAirports(client: ApolloClient, search: string): Promise<FoundAirport[]> {
  const { data } = await client.query<Booking_AirportsQuery>({
    query: Booking_AirportsDocument,
    variables: { search },
  });
  return data?.airports ?? [];
}

export type EstimateOption = Booking_EstimateQuery["estimateCharter"]["options"][number];

/** Every category's indicative price for the trip. */
export async function estimateTrip(
  client: ApolloClient,
  input: Booking_EstimateQueryVariables["input"],
): Promise<EstimateOption[]> {
  const { data } = await client.query<Booking_EstimateQuery, Booking_EstimateQueryVariables>({
    query: Booking_EstimateDocument,
    variables: { input },
  });
  return data?.estimateCharter.options ?? [];
}

export type SubmitOutcome =
  | { sent: Booking_SubmitMutation["submitQuoteRequest"] }
  /** The server refused these fields (named as in the request's input). */
  | { refusedFields: { field: string }[] }
  /** Nothing reached the server, or it failed: the draft stays for a retry. */
  | { failed: true };

/** Sends the request once: the idempotency key makes a repeated send return the first one. */
export async function submitBookingRequest(
  client: ApolloClient,
  variables: Booking_SubmitMutationVariables,
): Promise<SubmitOutcome> {
  try {
    const { data } = await client.mutate<Booking_SubmitMutation, Booking_SubmitMutationVariables>({
      mutation: Booking_SubmitDocument,
      variables,
    });
    return data ? { sent: data.submitQuoteRequest } : { failed: true };
  } catch (error) {
    const fields = CombinedGraphQLErrors.is(error)
      ? error.errors.flatMap((e) => (e.extensions?.fields as { field: string }[] | undefined) ?? [])
      : [];
    return fields.length ? { refusedFields: fields } : { failed: true };
  }
}
