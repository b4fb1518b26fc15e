import type { PassengerEntry, PassengerField } from "./passenger.enums.js";

/** What the manifest needs of each passenger; null for what is not given yet. Sealed at rest as one value. */
export interface PassengerDetails {
  fullName: string | null;
  /** "1980-05-01". */
  dateOfBirth: string | null;
  /** ISO 3166-1 alpha-2, "GB". */
  nationality: string | null;
  /** Upper case letters and digits, no spaces. */
  passportNumber: string | null;
  /** "2031-01-31". */
  passportExpiry: string | null;
}

/** A passenger link's state, as the booker sees it. */
export interface PassengerLinkState {
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  expired: boolean;
}

/**
 * A passenger of a booking as one viewer may see them: in full for the booker who entered them and
 * for staff with the booking; masked (birth year, the passport's last four) for the booker when the
 * passenger entered their own details.
 */
export interface Passenger {
  id: string;
  bookingId: string;
  /** Positions of the legs they fly (0 for the first leg). */
  legs: number[];
  enteredBy: PassengerEntry;
  /** A link was sent and the passenger has not answered yet: no details. */
  pending: boolean;
  masked: boolean;
  fullName: string | null;
  /** Null when masked. */
  dateOfBirth: string | null;
  birthYear: number | null;
  nationality: string | null;
  /** "•••••1234" when masked. */
  passportNumber: string | null;
  passportExpiry: string | null;
  missing: PassengerField[];
  link: PassengerLinkState | null;
  createdAt: Date;
}

/** A passenger the customer keeps on the account, to pick for a leg again. Shown in full to its owner only. */
export interface SavedPassenger extends PassengerDetails {
  id: string;
  missing: PassengerField[];
  createdAt: Date;
}

/** A leg of the booking and what its manifest still lacks. */
export interface ManifestLeg {
  position: number;
  from: string;
  to: string;
  /** Local time at the departure airport: "2027-03-01T09:30". */
  departAt: string;
  /** Passengers the booking is for: no leg takes more. */
  seats: number;
  named: number;
  /** Seats with no passenger yet. */
  unnamedSeats: number;
  /** Passengers on this leg whose details are not all given (a link still waiting counts). */
  incompletePassengers: number;
  /** The details some passenger of this leg still lacks. */
  missingFields: PassengerField[];
}

/** What a booking's manifest lacks, without any passenger's details: shown wherever the booking is. */
export interface ManifestStatus {
  bookingId: string;
  deadline: Date | null;
  complete: boolean;
  /** When the details were erased after the trip (PASSENGER_RETENTION_DAYS); null before. */
  erasedAt: Date | null;
  legs: ManifestLeg[];
}

/** The manifest with the passengers, as the booker or staff with the booking see it. Every read is audited. */
export interface Manifest extends ManifestStatus {
  passengers: Passenger[];
}

/** What a passenger's link shows before they enter their details: the trip, never the booker's other passengers. */
export interface PassengerInvitation {
  route: string;
  legs: { from: string; to: string; departAt: string }[];
  bookerName: string | null;
  expiresAt: Date;
}

/** A passenger added to a leg: picked from the saved ones, or with details typed (all but the name may wait). */
export interface NewPassenger {
  legs: number[];
  savedPassengerId?: string | null;
  details?: Partial<PassengerDetails> | null;
  /** Keep these details on the account too. */
  save?: boolean | null;
}
