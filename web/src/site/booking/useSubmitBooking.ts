import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "../../ui/navigation/navigation";
import { toaster } from "../../ui/components/toaster";
import {
  clearDraft,
  toQuoteRequestInput,
  type BookingDraft,
  confirmationPath,
  rememberRequest,
  serverFieldErrors,
  validateDraft,
  type FieldErrors,
  useBookingApi,
} from "../../features/booking";
import type { EstimateOption } from "../../features/booking";
import { visitReferral } from "../../lib/referral";

/**
 * Sending the booking form: checked here first, then sent once per draft (its idempotency key);
 * a sent request is remembered for the confirmation page, which the visitor is taken to. Refused
 * fields are shown beside their controls; any other failure keeps the draft for a retry. The API
 * (and on a static page Apollo) loads with the first send (useBookingApi).
 */
export function useSubmitBooking(draft: BookingDraft, estimateOptions: readonly EstimateOption[] | null | undefined) {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useSearchParams();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const call = useBookingApi();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    setSubmitting(true);
    const outcome = await call((api, client) =>
      api.submitBookingRequest(client, {
        input: { ...toQuoteRequestInput(draft, params.get("ref") ?? visitReferral()), locale: intl.locale },
        key: draft.idempotencyKey,
      }),
    ).catch(() => ({ failed: true }) as const);
    setSubmitting(false);
    if ("sent" in outcome) {
      const sent = outcome.sent;
      const option = estimateOptions?.find((o) => (draft.category ? o.category === draft.category : o.lowUsd != null));
      rememberRequest({
        id: sent.id,
        reference: sent.reference,
        tripType: draft.tripType,
        legs: draft.legs.map((leg) => ({
          from: leg.from!.code,
          fromName: leg.from!.city ?? leg.from!.name,
          to: leg.to!.code,
          toName: leg.to!.city ?? leg.to!.name,
          departAt: leg.departAt,
          timeZone: leg.from!.timeZone,
        })),
        passengers: draft.passengers,
        category: draft.category,
        email: draft.contact.email.trim(),
        name: draft.contact.name.trim(),
        estimate:
          option?.lowUsd != null && option.highUsd != null ? { lowUsd: option.lowUsd, highUsd: option.highUsd } : null,
        submittedAt: new Date().toISOString(),
      });
      clearDraft();
      navigate(confirmationPath(sent.reference));
    } else if ("refusedFields" in outcome) {
      setErrors(serverFieldErrors(outcome.refusedFields));
      focusFirstError();
    } else {
      // Nothing typed is lost: the draft (and its idempotency key) stays for the retry.
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "booking.submitFailedTitle" }),
        description: intl.formatMessage({ id: "booking.submitFailedBody" }),
      });
    }
  }

  return { errors, submitting, onSubmit };
}

function focusFirstError() {
  // After React has rendered the messages: the first invalid control takes the focus.
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>("form [data-invalid] input, form [aria-invalid=true]")?.focus(),
  );
}
