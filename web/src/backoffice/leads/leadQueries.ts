/** One page of leads for a filter and an order: the table's and each board column's. */
export const leadsQuery = /* GraphQL */ `
  query LeadBoard_Leads($first: Int!, $after: String, $filter: LeadFilter, $orderBy: LeadOrder) {
    leads(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          ...LeadRow
        }
      }
    }
  }
`;

/** Pipeline figures over all leads. */
export const leadStatsQuery = /* GraphQL */ `
  query LeadBoard_Stats {
    leadStats {
      ...LeadFigures
    }
  }
`;

export const leadEventsSubscription = /* GraphQL */ `
  subscription LeadBoard_Events {
    leadEvents {
      type
      lead {
        ...LeadRow
      }
      stats {
        ...LeadFigures
      }
    }
  }
`;

export const changeLeadStatusMutation = /* GraphQL */ `
  mutation LeadBoard_ChangeStatus($id: ID!, $status: LeadStatus!) {
    changeLeadStatus(id: $id, status: $status) {
      ...LeadRow
    }
  }
`;
