import type { AccountContext } from "../modules/account/index.js";
import type { AffiliatesContext } from "../modules/affiliates/index.js";
import type { AircraftContext } from "../modules/aircraft/index.js";
import type { AirportsContext } from "../modules/airports/index.js";
import type { AnalyticsContext } from "../modules/analytics/index.js";
import type { StaffSearchContext } from "../modules/staff-search/index.js";
import type { StaffPreferencesContext } from "../modules/staff-preferences/index.js";
import type { CompanyContext } from "../modules/company/index.js";
import type { AuditContext } from "../modules/audit/index.js";
import type { BookingsContext } from "../modules/bookings/index.js";
import type { AgreementsContext } from "../modules/agreements/index.js";
import type { PaymentsContext } from "../modules/payments/index.js";
import type { ContactContext } from "../modules/contact/index.js";
import type { ConversationsContext } from "../modules/conversations/index.js";
import type { LeadsContext } from "../modules/leads/index.js";
import type { OffersContext } from "../modules/offers/index.js";
import type { EmptyLegsContext } from "../modules/empty-legs/index.js";
import type { OperatorsContext } from "../modules/operators/index.js";
import type { PassengersContext } from "../modules/passengers/index.js";
import type { PricingContext } from "../modules/pricing/index.js";
import type { ProgramsContext } from "../modules/programs/index.js";
import type { QuotesContext } from "../modules/quotes/index.js";
import type { RfqsContext } from "../modules/rfqs/index.js";
import type { TestimonialsContext } from "../modules/testimonials/index.js";
import type { UsersContext } from "../modules/users/index.js";

/**
 * An operation's context: every module's part of it (a ModuleContext, core/transport/module-context.ts),
 * joined. request-context.ts builds it from the services and loaders, so a module that asks for one
 * the server does not give fails the typecheck there.
 */
export type GraphQLContext = AccountContext &
  AffiliatesContext &
  AircraftContext &
  AirportsContext &
  AnalyticsContext &
  StaffSearchContext &
  StaffPreferencesContext &
  CompanyContext &
  AuditContext &
  BookingsContext &
  AgreementsContext &
  PaymentsContext &
  ContactContext &
  ConversationsContext &
  LeadsContext &
  OffersContext &
  EmptyLegsContext &
  OperatorsContext &
  PassengersContext &
  PricingContext &
  ProgramsContext &
  QuotesContext &
  RfqsContext &
  TestimonialsContext &
  UsersContext;
