import { SimpleGrid } from "@chakra-ui/react";
import { TextField } from "../../ui/components/form/TextField";
import type { BookingDraft, FieldErrors } from "../../features/booking";
import { FormSection } from "./FormSection";

interface ContactSectionProps {
  draft: BookingDraft;
  errors: FieldErrors;
  update: (patch: Partial<BookingDraft>) => void;
}

/** Who we answer: name and email (required), phone and company. */
export function ContactSection({ draft, errors, update }: ContactSectionProps) {
  return (
    <FormSection title="booking.contactSection">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="booking.name"
          autoComplete="name"
          value={draft.contact.name}
          error={errors["contact.name"]}
          required
          onChange={(name) => update({ contact: { ...draft.contact, name } })}
        />
        <TextField
          label="booking.email"
          type="email"
          autoComplete="email"
          value={draft.contact.email}
          error={errors["contact.email"]}
          required
          onChange={(email) => update({ contact: { ...draft.contact, email } })}
        />
        <TextField
          label="booking.phone"
          type="tel"
          autoComplete="tel"
          value={draft.contact.phone}
          error={errors["contact.phone"]}
          onChange={(phone) => update({ contact: { ...draft.contact, phone } })}
        />
        <TextField
          label="booking.company"
          autoComplete="organization"
          value={draft.contact.company}
          onChange={(company) => update({ contact: { ...draft.contact, company } })}
        />
      </SimpleGrid>
    </FormSection>
  );
}
