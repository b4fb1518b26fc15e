// Read by graphql-codegen, which generates the hooks the back office's empty legs page uses.

export const adminEmptyLegsQuery = /* GraphQL */ `
  query AdminEmptyLegs_List {
    allEmptyLegs {
      id
      status
      from {
        code
      }
      to {
        code
      }
      earliestLocal
      latestLocal
      aircraftType
      category
      seats
      priceUsd
      fromBooking
      publishedAt
    }
  }
`;

export const adminEmptyLegsSaveMutation = /* GraphQL */ `
  mutation AdminEmptyLegs_Save($input: EmptyLegInput!) {
    saveEmptyLeg(input: $input) {
      id
      status
    }
  }
`;

export const adminEmptyLegsPublishMutation = /* GraphQL */ `
  mutation AdminEmptyLegs_Publish($id: ID!) {
    publishEmptyLeg(id: $id) {
      id
      status
      publishedAt
    }
  }
`;

export const adminEmptyLegsWithdrawMutation = /* GraphQL */ `
  mutation AdminEmptyLegs_Withdraw($id: ID!) {
    withdrawEmptyLeg(id: $id) {
      id
      status
    }
  }
`;
