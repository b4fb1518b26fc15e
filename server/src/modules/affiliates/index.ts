// What other features may use of affiliates: whose referral code counts now; and what the GraphQL
// layer composes: its resolvers and the context they read.

// Its GraphQL types are decorated classes: the metadata polyfill must load before them, whichever
// module imports this index first (a unit test, a job, a router).
import "reflect-metadata";
import { AffiliatesResolver } from "./affiliates.resolver.js";

export { approvedAffiliateId, signUpReferralCode } from "./referrals.js";
export type { AffiliatesContext } from "./affiliates.context.js";
export const resolvers = [AffiliatesResolver] as const;
