import type { DataSource } from "typeorm";
import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { diffFields, writeAudit } from "../../core/audit.js";
import { isUuid } from "../../core/ids.js";
import { centsFromUsd } from "../../core/money.js";
import type { CatalogueCache } from "../../core/catalogue-cache.js";
import { isUniqueViolation } from "../../core/db-errors.js";
import { FlightOfferEntity } from "./offer.entity.js";
import type { FlightOffer, FlightOfferDraft } from "./offer.js";
import { toFlightOffer } from "./offers.service.js";

const PLACE_MAX = 120;
/** Keeps the price in cents inside PostgreSQL's integer. */
export const PRICE_USD_MAX = 10_000_000;

type OfferFields = Omit<FlightOfferEntity, "id" | "createdAt" | "updatedAt">;

/** The checked, normalised columns of an input; BAD_USER_INPUT naming each `input.*` field at fault. */
export function offerFields(input: FlightOfferDraft): OfferFields {
  const problems: FieldProblem[] = [];
  const place = (name: "from" | "to") => {
    const value = input[name].trim();
    if (!value || value.length > PLACE_MAX)
      problems.push({ field: `input.${name}`, message: `1 to ${PLACE_MAX} characters.` });
    return value;
  };
  const iata = (name: "fromIata" | "toIata") => {
    const value = input[name]?.trim().toUpperCase() || null;
    if (value && !/^[A-Z]{3}$/.test(value))
      problems.push({ field: `input.${name}`, message: "Three letters, e.g. LHR." });
    return value;
  };
  const fields: OfferFields = {
    from: place("from"),
    to: place("to"),
    fromIata: iata("fromIata"),
    toIata: iata("toIata"),
    category: input.category,
    discountPercent: input.discountPercent,
    priceUsdCents: centsFromUsd(input.priceUsd),
    featured: input.featured,
    sortOrder: input.sortOrder,
    validUntil: input.validUntil ?? null,
  };
  if (!Number.isInteger(input.discountPercent) || input.discountPercent < 0 || input.discountPercent > 95) {
    problems.push({ field: "input.discountPercent", message: "Must be from 0 to 95." });
  }
  if (!Number.isInteger(input.priceUsd) || input.priceUsd <= 0 || input.priceUsd > PRICE_USD_MAX) {
    problems.push({ field: "input.priceUsd", message: `Must be from 1 to ${PRICE_USD_MAX.toLocaleString("en-US")}.` });
  }
  if (problems.length) throw badInput(problems);
  return fields;
}

/** Audit values in JSON's terms: dates as ISO strings. */
const auditable = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

export class OffersAdminService {
  constructor(
    private readonly db: DataSource,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Every offer, featured or not, expired or not, in display order: what admins edit. */
  async all(): Promise<FlightOffer[]> {
    const rows = await this.db.getRepository(FlightOfferEntity).find({ order: { sortOrder: "ASC", createdAt: "ASC" } });
    return rows.map(toFlightOffer);
  }

  /** Creates the offer, or replaces every field of an existing one; the change is audited. */
  async upsert(input: FlightOfferDraft, actorUserId: string): Promise<FlightOffer> {
    const fields = offerFields(input);
    try {
      return await this.db.transaction(async (tx) => {
        // Other copies hear of it from the table's trigger; this one drops its cache once the commit is done (finally).
        const repo = tx.getRepository(FlightOfferEntity);
        if (input.id == null) {
          const created = await repo.save(repo.create(fields));
          await writeAudit(tx, [
            {
              actorUserId,
              action: "offer.create",
              entity: "flight_offer",
              entityId: created.id,
              before: null,
              after: auditable(fields),
            },
          ]);
          return toFlightOffer(created);
        }
        const current = isUuid(input.id)
          ? await repo.findOne({ where: { id: input.id }, lock: { mode: "pessimistic_write" } })
          : null;
        if (!current) throw new AppError(ErrorCode.NOT_FOUND, "No offer with this id.");
        const diff = diffFields(auditable({ ...current }), auditable({ ...fields }));
        if (diff) {
          await repo.update({ id: current.id }, fields);
          await writeAudit(tx, [
            { actorUserId, action: "offer.update", entity: "flight_offer", entityId: current.id, ...diff },
          ]);
        }
        return toFlightOffer(await repo.findOneByOrFail({ id: current.id }));
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(ErrorCode.CONFLICT, "An offer for this route and category already exists: edit that one.");
      throw error;
    } finally {
      this.catalogue.clear();
    }
  }
}
