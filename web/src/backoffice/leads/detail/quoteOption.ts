import { blankToNull } from "../../../ui/components/form/fieldErrors";
import type { MessageId } from "../../../i18n/messages";
import { dateTimeInputValue } from "../../../lib/dateTimeInput";
import { isQuoteName, isQuotePrice, quoteValidUntilProblem } from "../../../../../server/src/core/rules/index.js";

/** One option of a quote as the broker types it; sent as one sendQuote each. */
export interface QuoteOptionDraft {
  key: number;
  aircraft: string;
  operator: string;
  priceUsd: string;
  /** `<input type="datetime-local">` value, in the broker's own time zone. */
  validUntil: string;
  terms: string;
  note: string;
  staffNote: string;
}

export type OptionErrors = Partial<Record<"aircraft" | "operator" | "priceUsd" | "validUntil", MessageId>>;

let nextKey = 1;

/** A blank option, valid for a week from now by default (brokers' usual hold). */
export function blankOption(now = new Date()): QuoteOptionDraft {
  const week = new Date(now.getTime() + 7 * 86_400_000);
  return {
    key: nextKey++,
    aircraft: "",
    operator: "",
    priceUsd: "",
    validUntil: dateTimeInputValue(week),
    terms: "",
    note: "",
    staffNote: "",
  };
}

/** The bounds the API checks (server/src/core/rules/quote.ts, shared), so mistakes show before sending. */
export function optionErrors(option: QuoteOptionDraft, now = new Date()): OptionErrors {
  const errors: OptionErrors = {};
  if (!isQuoteName(option.aircraft)) errors.aircraft = "leadDetail.quote.errorText";
  if (!isQuoteName(option.operator)) errors.operator = "leadDetail.quote.errorText";
  if (!/^\d+$/.test(option.priceUsd.trim()) || !isQuotePrice(Number(option.priceUsd)))
    errors.priceUsd = "leadDetail.quote.errorPrice";
  if (quoteValidUntilProblem(new Date(option.validUntil).getTime(), now.getTime()))
    errors.validUntil = "leadDetail.quote.errorValidUntil";
  return errors;
}

/** The QuoteInput for an option that passed optionErrors. */
export function toQuoteInput(option: QuoteOptionDraft) {
  return {
    aircraft: option.aircraft.trim(),
    operator: option.operator.trim(),
    priceUsd: Number(option.priceUsd),
    validUntil: new Date(option.validUntil).toISOString(),
    terms: blankToNull(option.terms),
    note: blankToNull(option.note),
    staffNote: blankToNull(option.staffNote),
  };
}
