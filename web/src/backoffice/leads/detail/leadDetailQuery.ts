// The lead as the detail page shows it. Mutations on the page answer with the same fragment, so
// Apollo's cache (normalised by id) updates every panel without a refetch.

export const leadDetailFragment = /* GraphQL */ `
  fragment LeadDetailFields on Lead {
    id
    contactName
    company
    email
    phone
    source
    score
    status
    allowedStatuses
    stale
    estimatedValueUsd
    createdAt
    scoreBreakdown {
      factor
      points
      maxPoints
    }
    assignee {
      id
      name
      email
    }
    activity {
      id
      kind
      body
      fromStatus
      toStatus
      createdAt
      actor {
        id
        name
        email
      }
    }
    quoteRequests {
      id
      reference
      status
      unreadMessages
      passengers
      category
      notes
      referralCode
      createdAt
      legs {
        from
        to
        departAt
        fromAirport {
          ...TripAirport
        }
        toAirport {
          ...TripAirport
        }
      }
      estimate {
        lowUsd
        highUsd
      }
      quotes {
        id
        aircraft
        operator
        priceUsd
        validUntil
        status
        expired
        note
        staffNote
        marginUsd
      }
      rfqs {
        id
        status
        contactName
        contactEmail
        expiresAt
        expired
        operator {
          id
          name
        }
        answer {
          price
          currency
          priceUsd
          validUntil
          conditions
          declineReason
          aircraft {
            registration
            typeName
            seats
            yearOfManufacture
          }
        }
      }
    }
  }
`;

export const leadDetailQuery = /* GraphQL */ `
  query LeadDetail($id: ID!) {
    lead(id: $id) {
      ...LeadDetailFields
    }
    viewer {
      id
    }
  }
`;
