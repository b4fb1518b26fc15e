import type { FieldProblem } from "./errors.js";

/** A span of time: from (inclusive) to (exclusive); either end may be left open. */
export interface DateRange {
  from?: Date | null;
  to?: Date | null;
}

/** A problem when `to` is not after `from`, named `${field}.to`. */
export function dateRangeProblems(range: DateRange | null | undefined, field: string): FieldProblem[] {
  if (range?.from && range.to && range.to.getTime() <= range.from.getTime()) {
    return [{ field: `${field}.to`, message: "Must be after `from`." }];
  }
  return [];
}
