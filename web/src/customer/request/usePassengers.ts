import {
  useCustomerPassengers_AddMutation,
  useCustomerPassengers_InviteMutation,
  useCustomerPassengers_RemoveMutation,
  useCustomerPassengers_UpdateMutation,
  useCustomerPassengers_UpdatedSubscription,
  useCustomerPassengersQuery,
} from "../../graphql/generated";

export const customerPassengersQuery = /* GraphQL */ `
  query CustomerPassengers($bookingId: ID!) {
    bookingManifest(bookingId: $bookingId) {
      ...ManifestFields
    }
    mySavedPassengers {
      id
      fullName
    }
  }
`;

export const addPassengerMutation = /* GraphQL */ `
  mutation CustomerPassengers_Add($bookingId: ID!, $input: NewPassengerInput!) {
    addPassenger(bookingId: $bookingId, input: $input) {
      ...PassengerFields
    }
  }
`;

export const invitePassengerMutation = /* GraphQL */ `
  mutation CustomerPassengers_Invite($input: PassengerInviteInput!) {
    invitePassenger(input: $input) {
      ...PassengerFields
    }
  }
`;

export const updatePassengerMutation = /* GraphQL */ `
  mutation CustomerPassengers_Update($id: ID!, $input: PassengerChangeInput!) {
    updatePassenger(id: $id, input: $input) {
      ...PassengerFields
    }
  }
`;

export const removePassengerMutation = /* GraphQL */ `
  mutation CustomerPassengers_Remove($id: ID!) {
    removePassenger(id: $id)
  }
`;

export const passengersUpdatedSubscription = /* GraphQL */ `
  subscription CustomerPassengers_Updated {
    myQuoteRequestUpdated {
      id
    }
  }
`;

/** A booking's manifest for its booker, the saved passengers to pick from, and the changes they make. */
export function usePassengers(bookingId: string, quoteRequestId: string) {
  const query = useCustomerPassengersQuery({ variables: { bookingId }, fetchPolicy: "cache-and-network" });
  // A passenger answering their link, or staff setting the deadline, shows at once.
  useCustomerPassengers_UpdatedSubscription({
    onData: ({ data }) => {
      if (data.data?.myQuoteRequestUpdated.id === quoteRequestId) void query.refetch();
    },
  });
  // Each change reads the manifest again: its counts per leg and the masking are the server's.
  const refetchQueries = ["CustomerPassengers", "CustomerRequest"];
  const [add, adding] = useCustomerPassengers_AddMutation({ refetchQueries, awaitRefetchQueries: true });
  const [invite, inviting] = useCustomerPassengers_InviteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useCustomerPassengers_RemoveMutation({ refetchQueries, awaitRefetchQueries: true });
  const [update, updating] = useCustomerPassengers_UpdateMutation({ refetchQueries, awaitRefetchQueries: true });
  return {
    manifest: query.data?.bookingManifest ?? null,
    saved: query.data?.mySavedPassengers ?? [],
    loading: query.loading,
    error: query.error,
    add,
    invite,
    remove,
    update,
    busy: adding.loading || inviting.loading || removing.loading || updating.loading,
  };
}
