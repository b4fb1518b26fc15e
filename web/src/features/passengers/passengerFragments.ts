/** What a booking's manifest lacks per leg: no passenger's details (Booking.manifest). */
export const manifestStatusFragment = /* GraphQL */ `
  fragment ManifestStatusFields on ManifestStatus {
    bookingId
    deadline
    complete
    erasedAt
    legs {
      position
      from
      to
      departAt
      seats
      named
      unnamedSeats
      incompletePassengers
      missingFields
    }
  }
`;

/** The same on the manifest itself (bookingManifest), which also lists the passengers. */
export const manifestFragment = /* GraphQL */ `
  fragment ManifestFields on Manifest {
    bookingId
    deadline
    complete
    erasedAt
    legs {
      position
      from
      to
      departAt
      seats
      named
      unnamedSeats
      incompletePassengers
      missingFields
    }
    passengers {
      ...PassengerFields
    }
  }
`;

/** A passenger as the manifest shows them (masked for the booker where the passenger entered their own). */
export const passengerFragment = /* GraphQL */ `
  fragment PassengerFields on Passenger {
    id
    legs
    enteredBy
    pending
    masked
    fullName
    dateOfBirth
    birthYear
    nationality
    passportNumber
    passportExpiry
    missing
    link {
      email
      expiresAt
      usedAt
      expired
    }
  }
`;
