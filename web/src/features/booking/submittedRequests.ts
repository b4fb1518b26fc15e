import type { TripType } from "../../graphql/generated";

/** What the confirmation page shows: the reference and the trip exactly as the visitor sent it. */
export interface SubmittedRequest {
  id: string;
  reference: string;
  tripType: TripType;
  legs: { from: string; fromName: string; to: string; toName: string; departAt: string; timeZone: string | null }[];
  passengers: number;
  category: string | null;
  email: string;
  name: string;
  estimate: { lowUsd: number; highUsd: number } | null;
  submittedAt: string;
}

// Kept in this browser (localStorage) by reference, so reloading or revisiting the confirmation
// shows it again; the server holds the request itself.
const key = (reference: string) => `skycharter.request.${reference}`;

export function rememberRequest(request: SubmittedRequest): void {
  try {
    globalThis.localStorage?.setItem(key(request.reference), JSON.stringify(request));
  } catch {
    // The confirmation still shows now; only a later reload would not find it.
  }
}

export function recallRequest(reference: string): SubmittedRequest | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(reference));
    return raw ? (JSON.parse(raw) as SubmittedRequest) : null;
  } catch {
    return null;
  }
}

export const confirmationPath = (reference: string) => `/booking/confirmation?request=${encodeURIComponent(reference)}`;
