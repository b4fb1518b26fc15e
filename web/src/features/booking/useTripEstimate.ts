import { useEffect, useState } from "react";
import type { TripType } from "../../graphql/generated";
import type { EstimateOption } from "./bookingApi";
import { useBookingApi } from "./useBookingApi";
import { isPassengerCount } from "../../../../server/src/core/rules/index.js";

export type { EstimateOption };

export const estimateQuery = /* GraphQL */ `
  query Booking_Estimate($input: EstimateInput!) {
    estimateCharter(input: $input) {
      currency
      options {
        category
        excludedReason
        flightMinutes
        fuelStop
        lowUsd
        highUsd
        legs {
          from
          to
          distanceNm
          fuelStop
        }
      }
    }
  }
`;

interface EstimateRequest {
  tripType: TripType;
  legs: { from: string; to: string; departAt: string }[] | null;
  passengers: number;
}

interface Estimate {
  /** The request these options answer. */
  key: string;
  options: EstimateOption[] | null;
  failed: boolean;
}

/** Every category's indicative price for the trip as typed, asked 400 ms after the last change. */
export function useTripEstimate({ tripType, legs, passengers }: EstimateRequest) {
  const call = useBookingApi();
  const key = legs && isPassengerCount(passengers) ? JSON.stringify({ tripType, legs, passengers }) : null;
  const [latest, setLatest] = useState<Estimate | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      const input = JSON.parse(key) as EstimateRequest & { legs: NonNullable<EstimateRequest["legs"]> };
      call((api, client) => api.estimateTrip(client, input)).then(
        (options) => current && setLatest({ key, options, failed: false }),
        () => current && setLatest({ key, options: null, failed: true }),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, call]);
  if (!key) return { options: null, loading: false, error: false };
  // While a new answer is on its way, the last one stays on screen.
  return {
    options: latest?.options ?? null,
    loading: latest?.key !== key,
    error: latest?.key === key && latest.failed,
  };
}
