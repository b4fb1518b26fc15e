import type { AffiliateApplicationEntity } from "./affiliate-application.entity.js";
import type { AffiliateApplication } from "./affiliate-application.js";

export function toAffiliateApplication(row: AffiliateApplicationEntity): AffiliateApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    website: row.website,
    audience: row.audience,
    locale: row.locale,
    status: row.status,
    referralCode: row.referralCode,
    commissionRatePercent: row.commissionRateBp === null ? null : row.commissionRateBp / 100,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    reviewNoteText: row.reviewNote,
    reviewedByUserId: row.reviewedByUserId,
    leadId: row.leadId,
  };
}
