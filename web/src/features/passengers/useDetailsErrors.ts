import { useState } from "react";
import type { MessageId } from "../../i18n/messages";
import { blankErrors, detailErrors, type DetailsDraft, type DetailsKey } from "./passengerForm";

/**
 * What is wrong with each detail of a passenger form: blanks found before sending, then the
 * server's refusals. A field's error goes as soon as that field is edited.
 */
export function useDetailsErrors() {
  const [errors, setErrors] = useState<Partial<Record<DetailsKey, MessageId>>>({});
  return {
    errors,
    /** Blanks of `draft` (all five with `requireAll`, else the name): true when there are none. */
    checkBlanks(draft: DetailsDraft, requireAll: boolean): boolean {
      const blanks = blankErrors(draft, requireAll);
      setErrors(blanks);
      return Object.keys(blanks).length === 0;
    },
    /** The API's refused fields ("input.details.passportExpiry", …). */
    refused(fields: readonly string[]) {
      setErrors(detailErrors(fields));
    },
    edited(key: DetailsKey) {
      setErrors(({ [key]: _, ...rest }) => rest);
    },
    clear() {
      setErrors({});
    },
  };
}
