import { SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { MessageId } from "../../../i18n/messages";
import { TextField } from "./TextField";

/** Who sent a public form, as the server's person details have them; a form that asks no phone has none. */
export interface PersonValues {
  name: string;
  email: string;
  phone?: string;
  company: string;
}

type PersonField = keyof PersonValues;

interface PersonFieldsProps {
  values: PersonValues;
  errors: Partial<Record<PersonField, MessageId>>;
  onChange: (patch: Partial<PersonValues>) => void;
  /** Whether the form asks for a phone number. */
  withPhone?: boolean;
  /** The inputs carry their field names, for a form that also posts without JavaScript. */
  named?: boolean;
  /** The form's own fields that follow in the same grid. */
  children?: ReactNode;
}

/** Name and email (required), phone and company, two to a row: the same on every form that asks who you are. */
export function PersonFields({ values, errors, onChange, withPhone, named, children }: PersonFieldsProps) {
  const name = (field: PersonField) => (named ? field : undefined);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {/* 120 characters: the server's limit for a name and a company. */}
      <TextField
        label="form.name"
        name={name("name")}
        value={values.name}
        onChange={(value) => onChange({ name: value })}
        error={errors.name}
        required
        autoComplete="name"
        maxLength={120}
      />
      <TextField
        label="form.email"
        name={name("email")}
        type="email"
        value={values.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        required
        autoComplete="email"
      />
      {withPhone && (
        <TextField
          label="form.phone"
          name={name("phone")}
          type="tel"
          value={values.phone ?? ""}
          onChange={(phone) => onChange({ phone })}
          error={errors.phone}
          autoComplete="tel"
        />
      )}
      <TextField
        label="form.company"
        name={name("company")}
        value={values.company}
        onChange={(company) => onChange({ company })}
        error={errors.company}
        autoComplete="organization"
        maxLength={120}
      />
      {children}
    </SimpleGrid>
  );
}
