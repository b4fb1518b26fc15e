import { bookingDraftKey } from "../features/booking/draftKey";
import { readSessionFlag } from "../lib/safeStorage";
import { hasStoredSession } from "./storedSession";

/**
 * Whether a "resume" island (the booking form) has something of the visitor's to show at once, so
 * it cannot wait for their first touch: a draft kept in this tab, or a sign-in whose contact details
 * fill the form. (An address with an offer's route is not a static page: the app renders it.)
 */
export function hasStateToResume(): boolean {
  return readSessionFlag(bookingDraftKey) || hasStoredSession();
}
