import "reflect-metadata";
import { DataSource } from "typeorm";
import { AffiliateApplicationEntity } from "../modules/affiliates/affiliate-application.entity.js";
import { AircraftCategorySettingEntity } from "../modules/aircraft/aircraft-category.entity.js";
import { AirportEntity } from "../modules/airports/airport.entity.js";
import { BookingEntity } from "../modules/bookings/booking.entity.js";
import { BookingAgreementEntity } from "../modules/agreements/agreement.entity.js";
import { InstallmentEntity, PaymentEntity, PaymentInstructionEntity } from "../modules/payments/payment.entities.js";
import { ContactMessageEntity } from "../modules/contact/contact-message.entity.js";
import { LeadActivityEntity } from "../modules/leads/lead-activity.entity.js";
import { LeadEntity } from "../modules/leads/lead.entity.js";
import { FlightOfferEntity } from "../modules/offers/offer.entity.js";
import { FleetAircraftEntity } from "../modules/operators/fleet-aircraft.entity.js";
import { OperatorEntity } from "../modules/operators/operator.entity.js";
import { AuditLogEntity } from "../modules/audit/audit-log.entity.js";
import { PricingSettingEntity } from "../modules/pricing/pricing-setting.entity.js";
import { ProgramEntity } from "../modules/programs/program.entity.js";
import { QuoteRequestLegEntity } from "../modules/quotes/quote-request-leg.entity.js";
import { QuoteRequestEntity } from "../modules/quotes/quote-request.entity.js";
import { QuoteEntity } from "../modules/quotes/quote.entity.js";
import { TestimonialEntity } from "../modules/testimonials/testimonial.entity.js";
import { migrations } from "./migrations/index.js";

export const entities = [
  FlightOfferEntity,
  AirportEntity,
  AircraftCategorySettingEntity,
  ProgramEntity,
  PricingSettingEntity,
  AuditLogEntity,
  LeadEntity,
  LeadActivityEntity,
  QuoteRequestEntity,
  QuoteRequestLegEntity,
  QuoteEntity,
  BookingEntity,
  BookingAgreementEntity,
  InstallmentEntity,
  PaymentEntity,
  PaymentInstructionEntity,
  TestimonialEntity,
  ContactMessageEntity,
  AffiliateApplicationEntity,
  OperatorEntity,
  FleetAircraftEntity,
];

/** One pool per process. Schema changes come only from migrations, never from synchronize. */
export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: "each",
    logging: false,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 5_000,
      // Keep idle sockets from being cut silently by NATs and proxies.
      keepAlive: true,
      application_name: "skycharter",
    },
  });
}

/** Connects, turning a refused or unreachable database into one readable line. */
export async function connectDatabase(url: string, poolSize?: number): Promise<DataSource> {
  const db = createDataSource(url, poolSize);
  try {
    await db.initialize();
  } catch (error) {
    throw new Error(`cannot connect to the database at ${redactUrl(url)}: ${describe(error)}`, { cause: error });
  }
  return db;
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
