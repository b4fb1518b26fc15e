import type { AdminAnalyticsQuery } from "../../graphql/generated";

// Everything the page shows comes from this one query (one SQL statement on the server).
export const adminAnalyticsQuery = /* GraphQL */ `
  query AdminAnalytics($range: DateRangeInput!) {
    analytics(range: $range) {
      from
      to
      totalLeads
      conversionRate
      revenueUsd
      bookings
      averageDealSizeUsd
      leadsBySource {
        source
        count
      }
      leadsByMonth {
        month
        bySource {
          source
          count
        }
      }
      leadsByStatus {
        status
        count
      }
      revenueByMonth {
        month
        bookings
        revenueUsd
      }
      quoteRequestsByMonth {
        month
        count
      }
      bookingsByCategory {
        category
        bookings
        revenueUsd
      }
      topRoutes {
        from
        to
        count
      }
      firstContact {
        medianHours
        contacted
        notContacted
      }
      affiliates {
        referralCode
        name
        leads
        bookings
        revenueUsd
      }
    }
  }
`;

export type AnalyticsFigures = AdminAnalyticsQuery["analytics"];

/** Nothing happened in the range: the page shows an empty state instead of flat charts. */
export function isEmptyRange(a: AnalyticsFigures): boolean {
  return a.totalLeads === 0 && a.bookings === 0 && a.quoteRequestsByMonth.every((m) => m.count === 0);
}
