import { NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FieldInput, FormField } from "../../ui/components/form/FormField";
import { countryOptions } from "./countries";
import type { DetailsDraft, DetailsKey } from "./passengerForm";
import type { MessageId } from "../../i18n/messages";

interface PassengerDetailsFieldsProps {
  value: DetailsDraft;
  onChange: (value: DetailsDraft) => void;
  errors: Partial<Record<DetailsKey, MessageId>>;
  /** Every detail required (a passenger entering their own); else the name alone. */
  requireAll?: boolean;
  /** A field changed (its error may go). */
  onEdit?: (key: DetailsKey) => void;
}

/** The five details the manifest needs: name as in the passport, birth date, nationality, passport number and expiry. */
export function PassengerDetailsFields({
  value,
  onChange,
  errors,
  requireAll = false,
  onEdit,
}: PassengerDetailsFieldsProps) {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const set = (key: DetailsKey) => (next: string) => {
    onChange({ ...value, [key]: next });
    onEdit?.(key);
  };
  const error = (key: DetailsKey) => (errors[key] ? <FormattedMessage id={errors[key]} /> : undefined);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label={<FormattedMessage id="passengers.field.FULL_NAME" />}
        helper={<FormattedMessage id="passengers.nameHint" />}
        error={error("fullName")}
        required
        markRequired
        gridColumn={{ md: "span 2" }}
      >
        {(control) => (
          <FieldInput
            {...control}
            name="fullName"
            autoComplete="name"
            value={value.fullName}
            maxLength={100}
            dir="auto"
            onChange={(event) => set("fullName")(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="passengers.field.DATE_OF_BIRTH" />}
        error={error("dateOfBirth")}
        required={requireAll}
        markRequired
      >
        {(control) => (
          <FieldInput
            {...control}
            type="date"
            name="dateOfBirth"
            autoComplete="bday"
            max={today}
            value={value.dateOfBirth}
            onChange={(event) => set("dateOfBirth")(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="passengers.field.NATIONALITY" />}
        error={error("nationality")}
        required={requireAll}
        markRequired
      >
        {(control) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              {...control}
              name="nationality"
              value={value.nationality}
              onChange={(event) => set("nationality")(event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: "passengers.chooseCountry" })}</option>
              {countries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="passengers.field.PASSPORT_NUMBER" />}
        error={error("passportNumber")}
        required={requireAll}
        markRequired
      >
        {(control) => (
          <FieldInput
            {...control}
            name="passportNumber"
            autoComplete="off"
            dir="ltr"
            maxLength={24}
            value={value.passportNumber}
            onChange={(event) => set("passportNumber")(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={<FormattedMessage id="passengers.field.PASSPORT_EXPIRY" />}
        error={error("passportExpiry")}
        required={requireAll}
        markRequired
      >
        {(control) => (
          <FieldInput
            {...control}
            type="date"
            name="passportExpiry"
            min={today}
            value={value.passportExpiry}
            onChange={(event) => set("passportExpiry")(event.target.value)}
          />
        )}
      </FormField>
    </SimpleGrid>
  );
}
