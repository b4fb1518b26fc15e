import { accountName } from "../../auth/accountName";
import { useEffect, useState } from "react";
import { useSearchParams } from "../../ui/navigation/navigation";
import { useSession } from "../../auth/SessionContext";
import {
  categoryFromQuery,
  loadDraft,
  newDraft,
  saveDraft,
  type BookingDraft,
  useQueryAirports,
} from "../../features/booking";

/**
 * The booking form's draft: fresh on the first render (as prerendered), then the draft kept in this
 * tab, an offer's route from the address and the signed-in account's contact details; every change
 * is kept in the tab. `restored` turns true once the tab's kept draft has been looked for.
 */
export function useBookingDraft() {
  const params = useSearchParams();
  const { user } = useSession();
  // The first render is the fresh form (as prerendered); a draft kept in this tab replaces it at once.
  const [draft, setDraft] = useState<BookingDraft>(() => newDraft(categoryFromQuery(params.get("category"))));
  const [restored, setRestored] = useState(false);
  const queryAirports = useQueryAirports(params.get("from"), params.get("to"));

  const update = (patch: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  useEffect(() => {
    if (restored) return saveDraft(draft);
    setRestored(true);
    const stored = loadDraft();
    if (stored) setDraft(stored);
  }, [draft, restored]);
  // An offer's route fills the first leg once, unless the visitor already chose airports.
  useEffect(() => {
    if (!queryAirports) return;
    setDraft((current) => {
      const first = current.legs[0]!;
      if (first.from || first.to) return current;
      return {
        ...current,
        legs: [{ ...first, from: queryAirports.from, to: queryAirports.to }, ...current.legs.slice(1)],
      };
    });
  }, [queryAirports]);
  // Signed in: the contact fields start from the account.
  useEffect(() => {
    if (!user) return;
    setDraft((current) => ({
      ...current,
      contact: {
        ...current.contact,
        email: current.contact.email || user.email || "",
        name: current.contact.name || (accountName(user) ?? ""),
        phone: current.contact.phone || user.phone || "",
      },
    }));
  }, [user]);

  return { draft, update, restored };
}
