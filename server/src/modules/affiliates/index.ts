// What other features may use of affiliates: whose referral code counts now.
export { approvedAffiliateId } from "./referrals.js";
