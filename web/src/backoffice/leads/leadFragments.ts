/** What the staff's lead lists show of a lead; the live events carry the same. */
export const leadRowFragment = /* GraphQL */ `
  fragment LeadRow on Lead {
    id
    contactName
    company
    email
    phone
    source
    status
    allowedStatuses
    score
    estimatedValueUsd
    createdAt
    updatedAt
    stale
    unreadMessages
  }
`;

/** The pipeline figures of the statistics cards; each live event brings them fresh. */
export const leadFiguresFragment = /* GraphQL */ `
  fragment LeadFigures on LeadStats {
    totalLeads
    newLeads
    contacted
    qualified
    dealsWon
    dealsLost
    totalRevenueUsd
    averageDealSizeUsd
    conversionRate
  }
`;
