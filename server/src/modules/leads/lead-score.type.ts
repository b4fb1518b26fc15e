import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { LEAD_SCORE_MAX, type LeadScoreFactorKey } from "./lead-scoring.js";

/** The parts of a lead's score, as lead-scoring.ts names them. */
export enum LeadScoreFactor {
  PROGRAM_INTEREST = "programInterest",
  TRIP_SIZE = "tripSize",
  TRIP_VALUE = "tripValue",
  EMAIL_DOMAIN = "emailDomain",
  COMPLETENESS = "completeness",
  RECENCY = "recency",
}

registerEnumType(LeadScoreFactor, {
  name: "LeadScoreFactor",
  description: "One reason in a lead's score (leads/lead-scoring.ts).",
  valuesConfig: {
    PROGRAM_INTEREST: { description: "Programme asked about: corporate 20, membership 15, on demand 5." },
    TRIP_SIZE: { description: "Passengers and legs." },
    TRIP_VALUE: { description: "The estimate's midpoint." },
    EMAIL_DOMAIN: { description: "A company email domain rather than a free-mail one." },
    COMPLETENESS: { description: "Phone, company and trip details given." },
    RECENCY: { description: "How soon the trip departs, and whether the same email asked again lately." },
  },
});

@ObjectType("LeadScorePart", { description: "Points one factor gave the lead's score, out of the most it can give." })
export class LeadScorePart {
  @Field(() => LeadScoreFactor)
  factor!: LeadScoreFactor;

  @Field(() => Int)
  points!: number;

  @Field(() => Int)
  maxPoints!: number;
}

/** The stored parts in the order of lead-scoring.ts; factors a touch did not score (a contact form's trip) are left out. */
export function scoreBreakdown(parts: Partial<Record<LeadScoreFactorKey, number>> | null): LeadScorePart[] {
  if (!parts) return [];
  return Object.values(LeadScoreFactor).flatMap((factor) => {
    const points = parts[factor];
    return typeof points === "number" ? [{ factor, points, maxPoints: LEAD_SCORE_MAX[factor] }] : [];
  });
}
