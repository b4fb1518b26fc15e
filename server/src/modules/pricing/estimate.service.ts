import { badInput, type FieldProblem } from "../../core/errors.js";
import { isPassengerCount, MAX_LEGS, MAX_PASSENGERS } from "../../core/rules/index.js";
import { type AirportPoint, type AirportsService, normalizeAirportCode } from "../airports/index.js";
import { estimateTrip, type CharterEstimate, type EstimateLegPlan } from "./estimate.js";
import {
  formatLocalDate,
  latestPossibleUtc,
  parseLocalDateTime,
  zonedToUtc,
  type LocalDateTime,
} from "../../core/local-time.js";
import type { PricingService } from "./pricing.service.js";
import type { RequestedTrip } from "./requested-trip.js";
import { TripType } from "./trip-type.enum.js";

/** How far ahead an estimate may look. */
export const MAX_DAYS_AHEAD = 730;

export const ESTIMATE_DISCLAIMER =
  "Indicative estimate, not a quote. It applies typical hourly rates for each aircraft category (including fuel and the 7.5% US " +
  "federal excise tax) to the estimated flight time, billing each flying day at least the category's daily minimum. It excludes " +
  "positioning of the aircraft, landing, handling and airport fees, de-icing, crew overnight costs and catering; one-way trips may " +
  "cost more when the aircraft has to fly back empty. The price is set by the operator's quote.";

/** A leg that passed the checks: its airports and the instant it departs. */
export interface CheckedLeg {
  from: AirportPoint;
  to: AirportPoint;
  local: LocalDateTime;
  departsAt: Date;
}

export class EstimateService {
  constructor(
    private readonly airports: AirportsService,
    private readonly pricing: PricingService,
  ) {}

  async estimate(input: RequestedTrip, now = new Date()): Promise<CharterEstimate> {
    return (await this.planTrip(input, now)).estimate;
  }

  /** Checks the trip (BAD_USER_INPUT naming every faulty field) and estimates it; quote requests keep the checked legs. */
  async planTrip(input: RequestedTrip, now = new Date()): Promise<{ legs: CheckedLeg[]; estimate: CharterEstimate }> {
    const legs = await this.checkedLegs(input, now);
    const { rules, categories } = await this.pricing.estimateInputs();
    const plans: EstimateLegPlan[] = legs.map((leg) => ({
      from: leg.from,
      to: leg.to,
      departDate: formatLocalDate(leg.local),
    }));
    const options = estimateTrip(plans, input.passengers, categories, rules, input.category);
    return { legs, estimate: { options, currency: "USD", disclaimer: ESTIMATE_DISCLAIMER } };
  }

  /** The legs with their airports and departure instants, or BAD_USER_INPUT naming every faulty field. */
  private async checkedLegs(input: RequestedTrip, now: Date): Promise<CheckedLeg[]> {
    const problems: FieldProblem[] = [];
    if (!isPassengerCount(input.passengers)) {
      problems.push({ field: "passengers", message: `Must be from 1 to ${MAX_PASSENGERS}.` });
    }
    const shape = legCountProblem(input.tripType ?? null, input.legs.length);
    if (shape) problems.push({ field: "legs", message: shape });
    // Too few or too many legs: nothing more worth checking.
    if (input.legs.length === 0 || input.legs.length > MAX_LEGS) throw badInput(problems);

    const codes = input.legs.map((leg) => ({ from: normalizeAirportCode(leg.from), to: normalizeAirportCode(leg.to) }));
    const found = await this.airports.findByCodes(
      codes.flatMap((c) => [c.from, c.to]).filter((c): c is string => c !== null),
    );
    const checked: (CheckedLeg | null)[] = input.legs.map((leg, i) => {
      const at = (name: string) => `legs[${i}].${name}`;
      const airport = (name: "from" | "to") => {
        const code = codes[i]![name];
        if (!code) {
          problems.push({ field: at(name), message: "Use an IATA (3-letter) or ICAO (4-letter) airport code." });
          return null;
        }
        const point = found.get(code);
        if (!point) problems.push({ field: at(name), message: `Unknown airport code "${code}".` });
        return point ?? null;
      };
      const from = airport("from");
      const to = airport("to");
      if (from && to && from.code === to.code)
        problems.push({ field: at("to"), message: "Must differ from the departure airport." });
      const local = parseLocalDateTime(leg.departAt);
      if (!local) {
        problems.push({ field: at("departAt"), message: "Must be a local date and time like 2027-03-01T09:30." });
        return null;
      }
      if (!from) return null;
      // With the zone, the exact instant; without one, the latest instant the local time could name.
      const departsAt = from.timeZone ? zonedToUtc(local, from.timeZone) : latestPossibleUtc(local);
      if (departsAt.getTime() <= now.getTime()) {
        problems.push({ field: at("departAt"), message: "Is in the past at the departure airport." });
      } else if (departsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
        problems.push({ field: at("departAt"), message: "Must be within the next two years." });
      }
      return to ? { from, to, local, departsAt } : null;
    });

    for (let i = 1; i < checked.length; i++) {
      const previous = checked[i - 1];
      const leg = checked[i];
      if (previous && leg && leg.departsAt.getTime() < previous.departsAt.getTime()) {
        problems.push({ field: `legs[${i}].departAt`, message: "Must not be before the previous leg's departure." });
      }
    }
    if (input.tripType === TripType.ROUND_TRIP && checked.length === 2 && checked[0] && checked[1]) {
      const [out, back] = checked as [CheckedLeg, CheckedLeg];
      if (back.from.code !== out.to.code || back.to.code !== out.from.code) {
        problems.push({
          field: "legs[1]",
          message: "A round trip's second leg flies back: from the first leg's arrival to its departure.",
        });
      }
    }
    if (problems.length) throw badInput(problems);
    return checked as CheckedLeg[];
  }
}

/** What is wrong with the number of legs for the trip's shape, if anything. */
export function legCountProblem(tripType: TripType | null, count: number): string | null {
  if (count === 0) return "Add at least one leg.";
  if (count > MAX_LEGS) return `At most ${MAX_LEGS} legs.`;
  if (tripType === TripType.ONE_WAY && count !== 1) return "A one-way trip has exactly one leg.";
  if (tripType === TripType.ROUND_TRIP && count !== 2) return "A round trip has exactly two legs.";
  if (tripType === TripType.MULTI_CITY && count < 2) return "A multi-city trip has at least two legs.";
  return null;
}
