// What the affiliate's own page and the staff's affiliates page show of a commission statement:
// one fragment, so both sides read the same figures.
export const affiliateStatementFragment = /* GraphQL */ `
  fragment AffiliateStatementFields on AffiliateStatement {
    affiliateId
    referralCode
    commissionRatePercent
    earnedUsd
    paidUsd
    unpaidUsd
    commissions {
      bookingId
      bookingNumber
      reference
      route
      departsAt
      bookingStatus
      priceUsd
      commissionUsd
      paidAt
    }
  }
`;
