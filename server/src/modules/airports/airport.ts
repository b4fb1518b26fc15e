/** An airport of the bundled dataset, as travellers and staff see it. */
export interface Airport {
  /** The code to show and to send back in trip legs: IATA when the airport has one, else ICAO. */
  code: string;
  iata: string | null;
  icao: string | null;
  /** The name in English. */
  name: string;
  city: string | null;
  /** The country's name in English. */
  country: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  latitude: number;
  longitude: number;
  /** IANA time zone; trip legs' local times are in it. Null when unknown. */
  timeZone: string | null;
  /** A runway of at least 4,000 ft; null when the data does not say. */
  suitsBusinessJets: boolean | null;
}
