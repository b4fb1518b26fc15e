import type { IntlShape } from "react-intl";

/** The day a lead came in, in the reader's language. */
export function leadDate(iso: string, intl: IntlShape): string {
  return intl.formatDate(iso, { year: "numeric", month: "short", day: "numeric" });
}
