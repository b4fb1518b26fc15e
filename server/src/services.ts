import type { DataSource } from "typeorm";
import type { AccountRules } from "./auth/admin/index.js";
import type { MailNotifier } from "./mail/outbox.js";
import type { Logger } from "./logger.js";
import { markRequestsOwnerDeleted } from "./modules/account/account-deletion.js";
import { AccountService } from "./modules/account/account.service.js";
import { AuditService } from "./modules/audit/audit.service.js";
import { AffiliatesService } from "./modules/affiliates/affiliates.service.js";
import { AircraftService } from "./modules/aircraft/aircraft.service.js";
import { CatalogueCache } from "./core/catalogue-cache.js";
import { AnalyticsService } from "./modules/analytics/analytics.service.js";
import { AirportsService } from "./modules/airports/airports.service.js";
import { BookingsService } from "./modules/bookings/bookings.service.js";
import { AgreementsService } from "./modules/agreements/agreements.service.js";
import { PaymentsService } from "./modules/payments/payments.service.js";
import { ContactService } from "./modules/contact/contact.service.js";
import { ConversationsService } from "./modules/conversations/conversations.service.js";
import type { EventBus } from "./core/events.js";
import { loggingLeadEvents, type LeadEvents } from "./modules/leads/lead-events.js";
import { DEFAULT_PRESENCE_TIMING, LeadPresence } from "./modules/leads/lead-presence.js";
import { LeadsService } from "./modules/leads/leads.service.js";
import { leadOwnRelations } from "./modules/leads/lead-relations.js";
import { OffersAdminService } from "./modules/offers/offers-admin.service.js";
import { OffersService } from "./modules/offers/offers.service.js";
import { EmptyLegsService, RouteAlertsService } from "./modules/empty-legs/index.js";
import { FleetService } from "./modules/operators/fleet.service.js";
import { OperatorsService } from "./modules/operators/operators.service.js";
import { PassengerLinksService } from "./modules/passengers/passenger-links.service.js";
import { PassengersService } from "./modules/passengers/passengers.service.js";
import type { Sealer } from "./core/sealing.js";
import { EstimateService } from "./modules/pricing/estimate.service.js";
import { PricingService } from "./modules/pricing/pricing.service.js";
import { ProgramsService } from "./modules/programs/programs.service.js";
import { QuoteRequestsService } from "./modules/quotes/quote-requests.service.js";
import { leadQuoteRequestsRelation } from "./modules/quotes/lead-quote-requests.relation.js";
import { QuotesService } from "./modules/quotes/quotes.service.js";
import { RfqsService } from "./modules/rfqs/rfqs.service.js";
import { RfqQuotesService } from "./modules/rfqs/rfq-quotes.service.js";
import { TestimonialsService } from "./modules/testimonials/testimonials.service.js";
import { StaffSearchService } from "./modules/staff-search/staff-search.service.js";
import { StaffPreferencesService } from "./modules/staff-preferences/index.js";
import { CompanyService, LegalPagesService } from "./modules/company/index.js";
import { TripMail } from "./modules/trip-mail/index.js";
import { StaffInvitesService } from "./modules/users/staff-invites.service.js";
import { changeRole, lockUser, setBannedUntil, UsersAdminService } from "./modules/users/users-admin.service.js";
import { UsersService } from "./modules/users/users.service.js";

/** The application's services, built once per process around one DataSource. */
export interface Services {
  /** The public catalogue's cache (offers, programmes, categories); server.ts makes it follow changes. */
  catalogue: CatalogueCache;
  offers: OffersService;
  /** Empty legs: staff drafts and publishing, the public list. */
  emptyLegs: EmptyLegsService;
  /** Visitors' route alerts for empty legs (double opt-in, one-click unsubscribe). */
  routeAlerts: RouteAlertsService;
  users: UsersService;
  airports: AirportsService;
  aircraft: AircraftService;
  programs: ProgramsService;
  pricing: PricingService;
  estimates: EstimateService;
  leads: LeadsService;
  /** Who has which lead open (the leadViewers subscription). */
  leadPresence: LeadPresence;
  quoteRequests: QuoteRequestsService;
  quotes: QuotesService;
  bookings: BookingsService;
  /** The broker's charter terms and what each booking's customer agreed to. */
  agreements: AgreementsService;
  /** Bookings' payment schedules, the payments staff record, and the bank transfer instructions. */
  payments: PaymentsService;
  testimonials: TestimonialsService;
  contact: ContactService;
  affiliates: AffiliatesService;
  analytics: AnalyticsService;
  staffSearch: StaffSearchService;
  /** A staff member's own settings (new-lead emails, the lead board as they left it). */
  staffPreferences: StaffPreferencesService;
  /** The company's public facts (contacts, desks, leadership, About figures), edited by admins. */
  company: CompanyService;
  /** The privacy and cookie notices, versioned per language. */
  legalPages: LegalPagesService;
  usersAdmin: UsersAdminService;
  staffInvites: StaffInvitesService;
  audit: AuditService;
  offersAdmin: OffersAdminService;
  account: AccountService;
  /** Operators: their papers and whether they may be quoted. */
  operators: OperatorsService;
  /** Operators' aircraft by registration, fleet files, and the aircraft a trip could use. */
  fleet: FleetService;
  /** Requests for quotes: operators asked to quote a request, and their answers through emailed links. */
  rfqs: RfqsService;
  /** Operators' answers sent to the customer as quote options, with the broker's margin. */
  rfqQuotes: RfqQuotesService;
  /** A booking's passengers per leg, saved passengers and the manifest deadline (details sealed at rest). */
  passengers: PassengersService;
  /** Passengers entering their own details through an emailed link. */
  passengerLinks: PassengerLinksService;
  /** A conversation per quote request between its customer and the staff, and what each person has read. */
  conversations: ConversationsService;
}

export interface ServiceDeps {
  log: Logger;
  /** Where lead and quote request changes are announced (the subscriptions' PubSub); logged at debug level when omitted. */
  events?: LeadEvents;
  /** The site's own URL, which emailed links (staff invitations) point at. */
  siteUrl: string;
  /** Sends queued mail at once after a commit. */
  mail: MailNotifier;
  /** Where reads that tolerate a replica's lag go (analytics); the primary when omitted. */
  reader?: DataSource;
  /** Milliseconds between two heartbeats of an open leadViewers subscription (LEAD_PRESENCE_HEARTBEAT_MS); 15 s when omitted. */
  leadPresenceHeartbeatMs?: number;
  /** Hours an operator's link to answer a request for quotes works (RFQ_LINK_HOURS); 72 when omitted. */
  rfqLinkHours?: number;
  /** Seals and opens passengers' details (PASSENGER_ENCRYPTION_KEYS). */
  passengerSealer: Sealer;
  /** Hours a passenger's link to enter their own details works (PASSENGER_LINK_HOURS); 72 when omitted. */
  passengerLinkHours?: number;
  /** Where features announce on their own topics (a conversation's new messages); nothing is announced when omitted. */
  bus?: EventBus;
}

export function createServices(
  db: DataSource,
  {
    log,
    events = loggingLeadEvents(log),
    siteUrl,
    mail,
    reader = db,
    leadPresenceHeartbeatMs = DEFAULT_PRESENCE_TIMING.heartbeatMs,
    rfqLinkHours = 72,
    passengerSealer,
    passengerLinkHours = 72,
    bus,
  }: ServiceDeps,
): Services {
  const catalogue = new CatalogueCache();
  const airports = new AirportsService(db);
  const aircraft = new AircraftService(db, catalogue);
  const programs = new ProgramsService(db, catalogue);
  const pricing = new PricingService(db, aircraft, programs, catalogue);
  const estimates = new EstimateService(airports, pricing);
  // A page of leads brings its quote requests in the same statement when the query shows them.
  const leads = new LeadsService(db, events, log, [...leadOwnRelations, leadQuoteRequestsRelation(db)]);
  const tripMail = new TripMail(siteUrl);
  const quoteRequests = new QuoteRequestsService(db, estimates, leads, events, log, tripMail);
  const operators = new OperatorsService(db, airports);
  const fleet = new FleetService(db, airports);
  const bookings = new BookingsService(
    db,
    (userId) => quoteRequests.claimForUser(userId),
    leads,
    events,
    log,
    tripMail,
  );
  const agreements = new AgreementsService(pricing);
  const payments = new PaymentsService(db, bookings, pricing, siteUrl);
  const quotes = new QuotesService(
    db,
    quoteRequests,
    leads,
    bookings,
    events,
    log,
    siteUrl,
    tripMail,
    agreements,
    payments,
  );
  const rfqs = new RfqsService(db, quoteRequests, leads, operators, fleet, events, log, siteUrl, rfqLinkHours);
  const passengers = new PassengersService(db, passengerSealer, events, log);
  const routeAlerts = new RouteAlertsService(db, airports, siteUrl, mail);
  return {
    catalogue,
    offers: new OffersService(db, catalogue),
    emptyLegs: new EmptyLegsService(db, catalogue, airports, routeAlerts),
    routeAlerts,
    users: new UsersService(db),
    airports,
    aircraft,
    programs,
    pricing,
    estimates,
    leads,
    leadPresence: new LeadPresence(db, log, { ...DEFAULT_PRESENCE_TIMING, heartbeatMs: leadPresenceHeartbeatMs }),
    quoteRequests,
    quotes,
    bookings,
    testimonials: new TestimonialsService(db),
    contact: new ContactService(db, leads, events, log),
    affiliates: new AffiliatesService(db, leads, events, log, siteUrl),
    analytics: new AnalyticsService(reader),
    staffSearch: new StaffSearchService(db),
    staffPreferences: new StaffPreferencesService(db),
    company: new CompanyService(db, catalogue),
    legalPages: new LegalPagesService(db, catalogue),
    usersAdmin: new UsersAdminService(db),
    staffInvites: new StaffInvitesService(db, siteUrl, mail),
    audit: new AuditService(db),
    offersAdmin: new OffersAdminService(db, catalogue),
    account: new AccountService(db, quoteRequests, passengers),
    operators,
    fleet,
    rfqs,
    conversations: new ConversationsService(db, quoteRequests, events, bus ?? null, log),
    rfqQuotes: new RfqQuotesService(rfqs, quotes, pricing, operators, fleet),
    agreements,
    payments,
    passengers,
    passengerLinks: new PassengerLinksService(
      db,
      passengerSealer,
      passengers,
      events,
      log,
      siteUrl,
      passengerLinkHours,
    ),
  };
}

/** The users and account features' rules that the auth admin API keeps (auth/ imports no feature). */
export const accountRules: AccountRules = {
  changeRole: async (tx, userId, role, actorUserId) => changeRole(tx, await lockUser(tx, userId), role, actorUserId),
  setBannedUntil: async (tx, userId, until, actorUserId) =>
    setBannedUntil(tx, await lockUser(tx, userId), until, actorUserId),
  markRequestsOwnerDeleted,
};
