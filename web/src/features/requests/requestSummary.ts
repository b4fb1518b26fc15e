/** What a list of the customer's quote requests shows of each; the live updates carry the same. */
export const requestSummaryFragment = /* GraphQL */ `
  fragment RequestSummary on QuoteRequest {
    id
    reference
    status
    tripType
    passengers
    createdAt
    updatedAt
    legs {
      from
      to
      departAt
    }
    quotes {
      id
      status
      expired
    }
    booking {
      id
      confirmationCode
      paymentStatus
      amountPaid
    }
    unreadMessages
    newQuotes
  }
`;
