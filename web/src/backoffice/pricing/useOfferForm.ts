import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { useAdminUpsertFlightOfferMutation } from "../../graphql/generated";
import { toOfferInput, type OfferDraft } from "./offerDraft";

/** Sets one field of the offer draft. */
export type SetOfferField = (key: keyof OfferDraft, value: OfferDraft[keyof OfferDraft]) => void;

/**
 * One offer being created or edited: its draft, checked here and then saved with upsertFlightOffer;
 * the fields either refuses are marked, and `onDone` runs once it is saved.
 */
export function useOfferForm(initial: OfferDraft, onDone: () => void) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [upsert, { loading }] = useAdminUpsertFlightOfferMutation({
    refetchQueries: ["AdminFlightOffers", "AdminAuditTrail"],
    awaitRefetchQueries: true,
  });
  const set: SetOfferField = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toOfferInput(draft);
    if ("bad" in checked) return setInvalid(new Set(checked.bad));
    setInvalid(new Set());
    try {
      await upsert({ variables: { input: checked.input } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.offers.saved" }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length) setInvalid(new Set(fields));
      else if (hasErrorCode(error, "CONFLICT"))
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.offers.duplicate" }) });
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.pricing.saveFailed" }),
        });
    }
  }

  return { draft, set, invalid, loading, onSubmit };
}
