import { useEffect, useState } from "react";
import { useBooking_EstimateQuery, type Booking_EstimateQuery, type TripType } from "../../graphql/generated";

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

export type EstimateOption = Booking_EstimateQuery["estimateCharter"]["options"][number];

interface EstimateRequest {
  tripType: TripType;
  legs: { from: string; to: string; departAt: string }[] | null;
  passengers: number;
}

/** Every category's indicative price for the trip as typed, asked 400 ms after the last change. */
export function useTripEstimate({ tripType, legs, passengers }: EstimateRequest) {
  const key = legs && passengers >= 1 && passengers <= 19 ? JSON.stringify({ tripType, legs, passengers }) : null;
  const [settled, setSettled] = useState<string | null>(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const { data, previousData, loading, error } = useBooking_EstimateQuery({
    variables: {
      input: settled
        ? (JSON.parse(settled) as EstimateRequest & { legs: NonNullable<EstimateRequest["legs"]> })
        : { legs: [], passengers: 1 },
    },
    skip: !settled,
  });
  const current = settled ? (data ?? previousData) : undefined;
  return {
    options: current?.estimateCharter.options ?? null,
    loading: loading || key !== settled,
    error: settled ? error : undefined,
  };
}
