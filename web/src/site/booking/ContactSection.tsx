import { PersonFields } from "../../ui/components/form/PersonFields";
import type { BookingDraft, FieldErrors } from "../../features/booking";
import { FormSection } from "./FormSection";

interface ContactSectionProps {
  draft: BookingDraft;
  errors: FieldErrors;
  update: (patch: Partial<BookingDraft>) => void;
}

/** Who we answer: name and email (required), phone and company. */
export function ContactSection({ draft, errors, update }: ContactSectionProps) {
  // The booking's checks name these fields "contact.…"; the company has no message of its own.
  const contactErrors = {
    name: errors["contact.name"],
    email: errors["contact.email"],
    phone: errors["contact.phone"],
  };
  return (
    <FormSection title="booking.contactSection">
      <PersonFields
        values={draft.contact}
        errors={contactErrors}
        onChange={(patch) => update({ contact: { ...draft.contact, ...patch } })}
      />
    </FormSection>
  );
}
