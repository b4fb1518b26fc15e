import { AppError, badInput, ErrorCode, type FieldProblem } from "../../core/errors.js";
import { isQuotePrice, QUOTE_PRICE_MAX_USD, QUOTE_TEXT_MAX, withMargin } from "../../core/rules/index.js";
import type { FleetService, OperatorsService } from "../operators/index.js";
import type { PricingService } from "../pricing/index.js";
import type { NewQuote, Quote, QuoteAircraft, QuotesService, QuoteSource } from "../quotes/index.js";
import { RfqStatus } from "./rfq.enums.js";
import type { Rfq, RfqQuoteOption } from "./rfq.js";
import type { RfqsService } from "./rfqs.service.js";

/** Answers staff may send as options of one quote at once. */
export const RFQ_QUOTE_OPTIONS_MAX = 10;

/**
 * Quotes made from operators' answers: staff pick answers to a request and send each as a quote
 * option with the broker's margin. The quote keeps where it came from and what it showed of the
 * aircraft and the operator then, so later fleet edits leave a sent quote as it was.
 */
export class RfqQuotesService {
  constructor(
    private readonly rfqs: RfqsService,
    private readonly quotes: QuotesService,
    private readonly pricing: PricingService,
    private readonly operators: OperatorsService,
    private readonly fleet: FleetService,
  ) {}

  /**
   * Checks every option first (each problem names `options[i].<field>`), then sends them all as
   * quotes in the order given, in one transaction, through the same path as a typed quote.
   */
  async send(
    quoteRequestId: string,
    options: readonly RfqQuoteOption[],
    actorUserId: string | null,
    now: Date = new Date(),
  ): Promise<Quote[]> {
    const problems: FieldProblem[] = [];
    if (options.length === 0) problems.push({ field: "options", message: "Choose at least one answer." });
    if (options.length > RFQ_QUOTE_OPTIONS_MAX)
      problems.push({ field: "options", message: `At most ${RFQ_QUOTE_OPTIONS_MAX} answers at once.` });
    const answers = await this.rfqs.forRequest(quoteRequestId, now);
    if (answers.length === 0 && !(await this.rfqs.requestExists(quoteRequestId)))
      throw new AppError(ErrorCode.NOT_FOUND, "No quote request with this id.");
    const rules = await this.pricing.marginRules();
    const seen = new Set<string>();
    const ready: { rfq: Rfq; option: RfqQuoteOption; marginUsdCents: number; priceUsd: number }[] = [];

    for (const [i, option] of options.entries()) {
      const at = (name: string) => `options[${i}].${name}`;
      const rfq = answers.find((a) => a.id === option.rfqId);
      if (seen.has(option.rfqId)) {
        problems.push({ field: at("rfqId"), message: "This answer is already in the list." });
        continue;
      }
      seen.add(option.rfqId);
      if (!rfq) {
        problems.push({ field: at("rfqId"), message: "Not an operator's answer to this request." });
        continue;
      }
      const answer = rfq.answer;
      if (rfq.status !== RfqStatus.ANSWERED || !answer || rfq.priceUsdCents === null || !answer.validUntil) {
        problems.push({ field: at("rfqId"), message: "Only an answer with a price can be sent." });
        continue;
      }
      if (answer.validUntil.getTime() <= now.getTime()) {
        problems.push({ field: at("rfqId"), message: "The operator's price no longer holds." });
        continue;
      }
      const percent = option.marginPercent ?? null;
      const usd = option.marginUsd ?? null;
      if (percent !== null && usd !== null) {
        problems.push({ field: at("marginUsd"), message: "Give a percentage or an amount, not both." });
        continue;
      }
      if (percent !== null && (!Number.isFinite(percent) || percent < 0 || percent > 100)) {
        problems.push({ field: at("marginPercent"), message: "Must be from 0 to 100 percent." });
        continue;
      }
      if (usd !== null && (!Number.isInteger(usd) || usd < 0 || usd > QUOTE_PRICE_MAX_USD)) {
        problems.push({
          field: at("marginUsd"),
          message: `Must be whole dollars from 0 to ${QUOTE_PRICE_MAX_USD.toLocaleString("en-US")}.`,
        });
        continue;
      }
      const priced = withMargin(
        rfq.priceUsdCents,
        usd !== null ? { usd } : { percent: percent ?? rules.marginDefaultPercent },
      );
      if (priced.marginUsdCents < rules.marginMinimumUsd * 100) {
        problems.push({
          field: at(usd !== null ? "marginUsd" : "marginPercent"),
          message: `The margin is below the minimum of ${rules.marginMinimumUsd.toLocaleString("en-US")} US dollars.`,
        });
        continue;
      }
      if (!isQuotePrice(priced.priceUsd)) {
        problems.push({
          field: at(usd !== null ? "marginUsd" : "marginPercent"),
          message: `The price would be over ${QUOTE_PRICE_MAX_USD.toLocaleString("en-US")} US dollars.`,
        });
        continue;
      }
      for (const name of ["terms", "note", "staffNote"] as const) {
        if ((option[name]?.trim().length ?? 0) > QUOTE_TEXT_MAX[name])
          problems.push({
            field: at(name),
            message: `At most ${QUOTE_TEXT_MAX[name].toLocaleString("en-US")} characters.`,
          });
      }
      ready.push({ rfq, option, ...priced });
    }
    if (problems.length) throw badInput(problems);

    const quotes: NewQuote[] = [];
    for (const { rfq, option, marginUsdCents, priceUsd } of ready) {
      const source = await this.snapshot(rfq, marginUsdCents, now);
      const answer = rfq.answer!;
      quotes.push({
        priceUsd,
        aircraft: `${source.aircraft.typeName} (${source.aircraft.registration})`,
        category: source.aircraft.category,
        operator: source.operatorName,
        validUntil: answer.validUntil!,
        terms: option.terms?.trim() || answer.conditions,
        note: option.note,
        staffNote: option.staffNote,
        source,
      });
    }
    // One transaction for all: a request cancelled meanwhile, or an answer already out, sends none.
    return this.quotes.sendAll(quoteRequestId, quotes, actorUserId, now);
  }

  /** The aircraft as its fleet describes it now (as answered, when it has left the fleet) and the operator's audits. */
  private async snapshot(rfq: Rfq, marginUsdCents: number, now: Date): Promise<QuoteSource & { operatorName: string }> {
    const answered = rfq.answer!.aircraft!;
    const [current, operator] = await Promise.all([
      answered.id ? this.fleet.byId(answered.id) : null,
      this.operators.byId(rfq.operatorId, now),
    ]);
    if (!operator) throw new AppError(ErrorCode.CONFLICT, "The operator of this answer no longer exists.");
    const aircraft: QuoteAircraft = current
      ? {
          typeName: current.typeName,
          registration: current.registration,
          category: current.category,
          yearOfManufacture: current.yearOfManufacture,
          yearOfRefurbishment: current.yearOfRefurbishment,
          seats: current.seats,
          wifi: current.wifi,
          lavatory: current.lavatory,
          petsAllowed: current.petsAllowed,
        }
      : {
          typeName: answered.typeName,
          registration: answered.registration,
          category: answered.category,
          yearOfManufacture: answered.yearOfManufacture,
          yearOfRefurbishment: null,
          seats: answered.seats,
          wifi: null,
          lavatory: null,
          petsAllowed: null,
        };
    return {
      rfqId: rfq.id,
      operatorPriceUsdCents: rfq.priceUsdCents!,
      marginUsdCents,
      aircraft,
      operatorAudits: operator.audits.filter((audit) => !audit.expired).map((audit) => audit.rating),
      operatorName: operator.name,
    };
  }
}
