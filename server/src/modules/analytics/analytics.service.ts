import type { DataSource } from "typeorm";
import type { DateRange } from "../../core/date-range.js";
import { badInput, type FieldProblem } from "../../core/errors.js";
import { AircraftCategory } from "../aircraft/index.js";
import { usdFromCents } from "../../core/money.js";
import { LeadSource, LeadStatus } from "../leads/index.js";
import { ANALYTICS_SQL, type AnalyticsRow } from "./analytics.sql.js";
import type { Analytics, CategoryBookings } from "./analytics.js";

/** The longest range analytics will aggregate over: two years, plus a leap day. */
export const MAX_RANGE_DAYS = 731;

export function analyticsRangeProblems(range: DateRange | null | undefined): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!range?.from) problems.push({ field: "range.from", message: "Required." });
  if (!range?.to) problems.push({ field: "range.to", message: "Required." });
  if (range?.from && range.to) {
    const days = (range.to.getTime() - range.from.getTime()) / 86_400_000;
    if (days <= 0) problems.push({ field: "range.to", message: "Must be after `from`." });
    else if (days > MAX_RANGE_DAYS) problems.push({ field: "range.to", message: "At most two years after `from`." });
  }
  return problems;
}

/** Every category in catalogue order, zeros included; bookings whose quote named none come last, only if any. */
function bookingsByCategory(rows: AnalyticsRow["categories"]): CategoryBookings[] {
  const byCategory = new Map((rows ?? []).map((r) => [r.category, r]));
  const categories: (AircraftCategory | null)[] = Object.values(AircraftCategory);
  if (byCategory.has(null)) categories.push(null);
  return categories.map((category) => {
    const row = byCategory.get(category);
    return { category, bookings: row?.bookings ?? 0, revenueUsd: usdFromCents(Number(row?.cents ?? 0)) };
  });
}

export class AnalyticsService {
  constructor(private readonly db: DataSource) {}

  async analytics(range: DateRange | null | undefined): Promise<Analytics> {
    const problems = analyticsRangeProblems(range);
    if (problems.length) throw badInput(problems);
    const from = range!.from!;
    const to = range!.to!;
    const [row] = (await this.db.query(ANALYTICS_SQL, [from, to])) as AnalyticsRow[];
    const bySource = new Map((row!.by_source ?? []).map((r) => [r.source, r.count]));
    const byStatus = new Map((row!.by_status ?? []).map((r) => [r.status, r.count]));
    const byMonthAndSource = new Map((row!.lead_months ?? []).map((r) => [`${r.month} ${r.source}`, r.count]));
    const won = byStatus.get(LeadStatus.WON) ?? 0;
    const lost = byStatus.get(LeadStatus.LOST) ?? 0;
    const bookings = row!.revenue.reduce((sum, m) => sum + m.bookings, 0);
    const cents = row!.revenue.reduce((sum, m) => sum + Number(m.cents), 0);
    const { median_hours, contacted, not_contacted } = row!.first_contact;
    return {
      from,
      to,
      totalLeads: [...bySource.values()].reduce((a, b) => a + b, 0),
      leadsBySource: Object.values(LeadSource)
        .map((source) => ({ source, count: bySource.get(source) ?? 0 }))
        .toSorted((a, b) => b.count - a.count),
      leadsByStatus: Object.values(LeadStatus).map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      // The months come from the revenue series, which lists every month the range touches.
      leadsByMonth: row!.revenue.map(({ month }) => ({
        month,
        bySource: Object.values(LeadSource).map((source) => ({
          source,
          count: byMonthAndSource.get(`${month} ${source}`) ?? 0,
        })),
      })),
      conversionRate: won + lost ? won / (won + lost) : 0,
      bookings,
      revenueUsd: usdFromCents(cents),
      averageDealSizeUsd: bookings ? usdFromCents(cents / bookings) : 0,
      revenueByMonth: row!.revenue.map((m) => ({
        month: m.month,
        bookings: m.bookings,
        revenueUsd: usdFromCents(Number(m.cents)),
      })),
      quoteRequestsByMonth: row!.requests,
      topRoutes: row!.routes ?? [],
      bookingsByCategory: bookingsByCategory(row!.categories),
      firstContact: { medianHours: median_hours, contacted, notContacted: not_contacted },
      affiliates: (row!.affiliates ?? []).map((a) => ({
        referralCode: a.code,
        name: a.name,
        leads: a.leads,
        bookings: a.bookings,
        revenueUsd: usdFromCents(Number(a.cents)),
      })),
    };
  }
}
