// What the customer's request page and the staff's payments dialog show of a booking's agreement
// and money: one fragment, so both read the same fields.
export const bookingMoneyFragment = /* GraphQL */ `
  fragment BookingMoneyFields on Booking {
    id
    number
    status
    currency
    exchangeRate
    price
    priceUsd
    amountPaid
    amountDue
    amountOutstanding
    paymentStatus
    paymentReference
    paymentInstructions
    paymentSchedule {
      kind
      amount
      dueAt
      covered
      outstanding
      state
    }
    payments {
      id
      kind
      amount
      currency
      receivedOn
      method
      reference
      note
      createdAt
      recordedBy {
        id
        name
        email
      }
    }
    agreement {
      termsVersion
      termsLocale
      acceptedAt
      operatorConditions
      quoteValidUntil
      cancellationSchedule {
        daysBefore
        percent
      }
      acceptedBy {
        id
        name
        email
      }
    }
  }
`;
