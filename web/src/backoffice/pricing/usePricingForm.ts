import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { useAdminUpdatePricingMutation, type AdminPricingFieldsFragment } from "../../graphql/generated";
import { toDraft, toInput, unparsable, type PricingDraft } from "./pricingDraft";

/** Changes a copy of the draft in place. */
export type EditPricing = (change: (draft: PricingDraft) => void) => void;

/**
 * The pricing form's draft, saved whole with updatePricing: fields that do not parse are marked
 * before sending, and fields the server refuses are marked after.
 */
export function usePricingForm(settings: AdminPricingFieldsFragment) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PricingDraft>(() => toDraft(settings));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [save, { loading }] = useAdminUpdatePricingMutation({
    refetchQueries: ["AdminEstimatePreview", "AdminAuditTrail"],
    awaitRefetchQueries: true,
  });

  const edit: EditPricing = (change) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const bad = unparsable(draft);
    setInvalid(new Set(bad));
    if (bad.length) return;
    try {
      const { data } = await save({ variables: { input: toInput(draft) } });
      if (data) setDraft(toDraft(data.updatePricing));
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.pricing.saved" }) });
    } catch (error) {
      const fields = badInputFields(error);
      if (fields.length) setInvalid(new Set(fields));
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.pricing.saveFailed" }),
        });
    }
  }

  return { draft, edit, invalid, loading, onSubmit };
}
