/** What a visitor sends to be told of empty legs on a route (double opt-in). */
export interface NewRouteAlert {
  email: string;
  /** An airport code (IATA/ICAO) or a city's name; left out: any departure. */
  from?: string | null;
  to?: string | null;
  /** Local dates "2027-03-01": only legs whose window reaches into this range. */
  dateFrom?: string | null;
  dateTo?: string | null;
  locale?: string | null;
}

/** The answer to a new alert: always the same, whether or not the address had alerts before. */
export interface RouteAlertReceipt {
  email: string;
}
