import { FlightOffers1763776800000 } from "./1763776800000-FlightOffers.js";
import { Auth1763776900000 } from "./1763776900000-Auth.js";
import { MailOutbox1763777000000 } from "./1763777000000-MailOutbox.js";
import { Airports1763780000000 } from "./1763780000000-Airports.js";
import { PricingCatalogue1763780100000 } from "./1763780100000-PricingCatalogue.js";
import { AuditLog1763780200000 } from "./1763780200000-AuditLog.js";
import { LeadsQuotesBookings1763790000000 } from "./1763790000000-LeadsQuotesBookings.js";
import { TestimonialsContactAffiliates1763800000000 } from "./1763800000000-TestimonialsContactAffiliates.js";
import { AuthHardening1763810000000 } from "./1763810000000-AuthHardening.js";
import { MfaChallengeAttempts1763810100000 } from "./1763810100000-MfaChallengeAttempts.js";
import { AuthChangedEvents1763810200000 } from "./1763810200000-AuthChangedEvents.js";
import { TestimonialTrips1763810300000 } from "./1763810300000-TestimonialTrips.js";
import { BookingCancellations1763810500000 } from "./1763810500000-BookingCancellations.js";
import { EmailChange1763820000000 } from "./1763820000000-EmailChange.js";
import { LeadDetail1763820000000 } from "./1763820000000-LeadDetail.js";
import { CatalogueChanged1763831100000 } from "./1763831100000-CatalogueChanged.js";
import { Invitations1763840000000 } from "./1763840000000-Invitations.js";
import { PublicPagesChanged1763840100000 } from "./1763840100000-PublicPagesChanged.js";
import { Reauthentication1763850000000 } from "./1763850000000-Reauthentication.js";
import { ProvenAddresses1763850500000 } from "./1763850500000-ProvenAddresses.js";
import { AttemptBudgets1763851200000 } from "./1763851200000-AttemptBudgets.js";
import { Passwordless1763860000000 } from "./1763860000000-Passwordless.js";
import { WebAuthn1763860100000 } from "./1763860100000-WebAuthn.js";
import { OAuthClients1763870000000 } from "./1763870000000-OAuthClients.js";
import { SessionsOpenedByEmail1763880000000 } from "./1763880000000-SessionsOpenedByEmail.js";
import { RevokedServiceRoleKeys1763880100000 } from "./1763880100000-RevokedServiceRoleKeys.js";
import { PhoneCodesBeforeAccounts1763880200000 } from "./1763880200000-PhoneCodesBeforeAccounts.js";
import { StaffSearch1763890500000 } from "./1763890500000-StaffSearch.js";
import { OperatorsAndFleet1763891000000 } from "./1763891000000-OperatorsAndFleet.js";
import { RequestsForQuotes1763892100000 } from "./1763892100000-RequestsForQuotes.js";
import { QuoteMargins1763893200000 } from "./1763893200000-QuoteMargins.js";
import { AgreementsAndPayments1763894000000 } from "./1763894000000-AgreementsAndPayments.js";
import { Conversations1763895000000 } from "./1763895000000-Conversations.js";
import { Passengers1763896000000 } from "./1763896000000-Passengers.js";
import { TripMail1763897000000 } from "./1763897000000-TripMail.js";
import { RfqTimeline1763897100000 } from "./1763897100000-RfqTimeline.js";
import { LeadPipelineCounts1763897200000 } from "./1763897200000-LeadPipelineCounts.js";
import { CompanySettings1763899000000 } from "./1763899000000-CompanySettings.js";
import { AffiliateCommissions1763898000000 } from "./1763898000000-AffiliateCommissions.js";
import { EmptyLegs1763900000000 } from "./1763900000000-EmptyLegs.js";

// Listed explicitly so the same list works compiled (node) and from source (vitest).
export const migrations = [
  FlightOffers1763776800000,
  Auth1763776900000,
  MailOutbox1763777000000,
  Airports1763780000000,
  PricingCatalogue1763780100000,
  AuditLog1763780200000,
  LeadsQuotesBookings1763790000000,
  TestimonialsContactAffiliates1763800000000,
  AuthHardening1763810000000,
  MfaChallengeAttempts1763810100000,
  AuthChangedEvents1763810200000,
  TestimonialTrips1763810300000,
  BookingCancellations1763810500000,
  EmailChange1763820000000,
  LeadDetail1763820000000,
  CatalogueChanged1763831100000,
  Invitations1763840000000,
  PublicPagesChanged1763840100000,
  Reauthentication1763850000000,
  ProvenAddresses1763850500000,
  AttemptBudgets1763851200000,
  Passwordless1763860000000,
  WebAuthn1763860100000,
  OAuthClients1763870000000,
  SessionsOpenedByEmail1763880000000,
  RevokedServiceRoleKeys1763880100000,
  PhoneCodesBeforeAccounts1763880200000,
  StaffSearch1763890500000,
  OperatorsAndFleet1763891000000,
  RequestsForQuotes1763892100000,
  QuoteMargins1763893200000,
  AgreementsAndPayments1763894000000,
  Conversations1763895000000,
  Passengers1763896000000,
  TripMail1763897000000,
  RfqTimeline1763897100000,
  LeadPipelineCounts1763897200000,
  AffiliateCommissions1763898000000,
  CompanySettings1763899000000,
  EmptyLegs1763900000000,
];
