import { bookingDraftKey } from "../../lib/bookingDraftKey";
import { readSessionFlag } from "../../lib/safeStorage";
import { hasStoredSession } from "../../behaviours/storedSession";

/**
 * Whether a "resume" island (the booking form) has something of the visitor's to show at once, so
 * it cannot wait for their first touch: a draft kept in this tab, or a sign-in whose contact details
 * fill the form. (An address with an offer's route is not a static page: the app renders it.)
 */
export function hasStateToResume(): boolean {
  return readSessionFlag(bookingDraftKey) || hasStoredSession();
}
