import type { AircraftCategory } from "../aircraft/index.js";
import type { LeadSource, LeadStatus } from "../leads/index.js";

// The back office's figures over a range. Months are calendar months in UTC, "2030-01".

export interface LeadSourceCount {
  source: LeadSource;
  count: number;
}

/** Leads created in one month, per source (every source, zeros included). */
export interface MonthlyLeadsBySource {
  month: string;
  bySource: LeadSourceCount[];
}

export interface LeadStatusCount {
  status: LeadStatus;
  count: number;
}

/** Bookings made in one month, cancelled ones left out. */
export interface MonthlyRevenue {
  month: string;
  bookings: number;
  /** Whole US dollars. */
  revenueUsd: number;
}

export interface MonthlyCount {
  month: string;
  count: number;
}

/** Quote requests whose first leg flies this route. */
export interface RouteCount {
  from: string;
  to: string;
  count: number;
}

/** Bookings made in the range in one category (null: the quote named none), cancelled ones left out. */
export interface CategoryBookings {
  category: AircraftCategory | null;
  bookings: number;
  /** Whole US dollars. */
  revenueUsd: number;
}

/** How soon staff first acted on the range's leads (first timeline entry by a staff member). */
export interface FirstContactTimes {
  /** null when no lead has had one. */
  medianHours: number | null;
  contacted: number;
  notContacted: number;
}

/** What one affiliate's referral code brought in over the range. */
export interface AffiliateAttribution {
  referralCode: string;
  /** The affiliate's name as they applied. */
  name: string;
  leads: number;
  bookings: number;
  /** Whole US dollars. */
  revenueUsd: number;
}

/** The figures over [from, to): leads created, bookings made and quote requests sent in it. */
export interface Analytics {
  from: Date;
  to: Date;
  totalLeads: number;
  /** Most leads first. */
  leadsBySource: LeadSourceCount[];
  /** In pipeline order. */
  leadsByStatus: LeadStatusCount[];
  /** Won ÷ closed among the range's leads, 0–1. */
  conversionRate: number;
  bookings: number;
  revenueUsd: number;
  averageDealSizeUsd: number;
  revenueByMonth: MonthlyRevenue[];
  quoteRequestsByMonth: MonthlyCount[];
  /** The ten most requested routes, most first. */
  topRoutes: RouteCount[];
  leadsByMonth: MonthlyLeadsBySource[];
  bookingsByCategory: CategoryBookings[];
  firstContact: FirstContactTimes;
  affiliates: AffiliateAttribution[];
}
