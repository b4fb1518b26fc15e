import { Button, Field, Fieldset, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminOperatorFieldsFragment, SafetyAuditScheme, SafetyRating } from "../../graphql/generated";
import { useLocale } from "../../i18n/LocaleContext";
import { localeOptions, type Locale } from "../../i18n/locales";
import type { MessageId } from "../../i18n/messages";
import { countryName } from "./countryName";
import { DraftField } from "./DraftField";
import { auditSchemes, emptyContact, ratingsOf, type ContactDraft, type OperatorDraft } from "./operatorDraft";
import { useOperatorForm } from "./useOperatorForm";

interface OperatorFormProps {
  initial: OperatorDraft;
  /** The operator being edited; null to create one. */
  operatorId: string | null;
  onSaved: (operator: AdminOperatorFieldsFragment) => void;
  onCancel: () => void;
}

/** Creates or edits an operator: its papers, audits, contacts and notes; refused fields are marked in place. */
export function OperatorForm({ initial, operatorId, onSaved, onCancel }: OperatorFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { draft, setDraft, errors, loading, onSubmit } = useOperatorForm(initial, operatorId, onSaved);
  const set = <K extends keyof OperatorDraft>(key: K, value: OperatorDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setAudit = (scheme: SafetyAuditScheme, change: Partial<OperatorDraft["audits"][SafetyAuditScheme]>) =>
    setDraft((d) => ({ ...d, audits: { ...d.audits, [scheme]: { ...d.audits[scheme], ...change } } }));
  const setContact = (index: number, change: Partial<ContactDraft>) =>
    setDraft((d) => ({ ...d, contacts: d.contacts.map((c, i) => (i === index ? { ...c, ...change } : c)) }));
  const country = draft.country.trim().toUpperCase();

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="operator-form">
      <Stack gap="6" borderWidth="1px" rounded="xl" bg="white" p={{ base: "4", md: "6" }}>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">
            <FormattedMessage id="admin.operators.form.company" />
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" mt="3">
            <DraftField
              label="admin.operators.field.name"
              value={draft.name}
              onChange={(v) => set("name", v)}
              error={errors.get("name")}
              required
              maxLength={120}
            />
            <DraftField
              label="admin.operators.field.aocNumber"
              value={draft.aocNumber}
              onChange={(v) => set("aocNumber", v)}
              error={errors.get("aocNumber")}
              required
              maxLength={40}
            />
            <DraftField
              label="admin.operators.field.aocExpiresOn"
              type="date"
              value={draft.aocExpiresOn}
              onChange={(v) => set("aocExpiresOn", v)}
              error={errors.get("aocExpiresOn")}
              required
            />
            <DraftField
              label="admin.operators.field.country"
              value={draft.country}
              onChange={(v) => set("country", v)}
              error={errors.get("country")}
              required
              maxLength={2}
              helper={
                /^[A-Z]{2}$/.test(country) ? (
                  countryName(country, intl.locale)
                ) : (
                  <FormattedMessage id="admin.operators.field.countryHint" />
                )
              }
            />
            <DraftField
              label="admin.operators.field.insuranceExpiresOn"
              type="date"
              value={draft.insuranceExpiresOn}
              onChange={(v) => set("insuranceExpiresOn", v)}
              error={errors.get("insuranceExpiresOn")}
              required
            />
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">
            <FormattedMessage id="admin.operators.audits" />
          </Fieldset.Legend>
          <Fieldset.HelperText>
            <FormattedMessage id="admin.operators.form.auditsHint" />
          </Fieldset.HelperText>
          <Stack gap="3" mt="3">
            {auditSchemes.map((scheme) => (
              <SimpleGrid key={scheme} columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                <Field.Root invalid={Boolean(errors.get(`audit.${scheme}.rating`))}>
                  <Field.Label>
                    <FormattedMessage id={`admin.operators.scheme.${scheme}`} />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={draft.audits[scheme].rating}
                      onChange={(event) => setAudit(scheme, { rating: event.target.value as SafetyRating | "" })}
                    >
                      <option value="">{intl.formatMessage({ id: "admin.operators.rating.none" })}</option>
                      {ratingsOf[scheme].map((rating) => (
                        <option key={rating} value={rating}>
                          {intl.formatMessage({ id: `admin.operators.rating.${rating}` })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <ErrorText id={errors.get(`audit.${scheme}.rating`)} />
                </Field.Root>
                {draft.audits[scheme].rating !== "" && (
                  <DraftField
                    label="admin.operators.field.auditExpiresOn"
                    type="date"
                    value={draft.audits[scheme].expiresOn}
                    onChange={(v) => setAudit(scheme, { expiresOn: v })}
                    error={errors.get(`audit.${scheme}.expiresOn`)}
                    required
                  />
                )}
              </SimpleGrid>
            ))}
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">
            <FormattedMessage id="admin.operators.contacts" />
          </Fieldset.Legend>
          <Stack gap="4" mt="3">
            {draft.contacts.map((contact, index) => (
              <Stack key={index} gap="3" borderWidth="1px" rounded="lg" p="3" data-testid="contact-fields">
                <HStack justify="space-between">
                  <Text fontSize="sm" fontWeight="medium">
                    <FormattedMessage id="admin.operators.form.contactNumber" values={{ number: index + 1 }} />
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: "admin.operators.form.removeContact" }, { number: index + 1 })}
                    onClick={() =>
                      set(
                        "contacts",
                        draft.contacts.filter((_, i) => i !== index),
                      )
                    }
                  >
                    ×
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
                  <DraftField
                    label="admin.operators.field.contactName"
                    value={contact.name}
                    onChange={(v) => setContact(index, { name: v })}
                    error={errors.get(`contact.${index}.name`)}
                    required
                    maxLength={120}
                  />
                  <DraftField
                    label="admin.operators.field.contactEmail"
                    type="email"
                    value={contact.email}
                    onChange={(v) => setContact(index, { email: v })}
                    error={errors.get(`contact.${index}.email`)}
                    required
                  />
                  <DraftField
                    label="admin.operators.field.contactPhone"
                    type="tel"
                    value={contact.phone}
                    onChange={(v) => setContact(index, { phone: v })}
                    error={errors.get(`contact.${index}.phone`)}
                  />
                  <Field.Root invalid={Boolean(errors.get(`contact.${index}.language`))}>
                    <Field.Label>
                      <FormattedMessage id="admin.operators.field.contactLanguage" />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={contact.language}
                        onChange={(event) => setContact(index, { language: event.target.value as Locale })}
                      >
                        {localeOptions.map((option) => (
                          <option key={option.code} value={option.code} lang={option.code}>
                            {option.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <ErrorText id={errors.get(`contact.${index}.language`)} />
                  </Field.Root>
                </SimpleGrid>
              </Stack>
            ))}
            <ErrorText id={errors.get("contacts")} />
            <Button
              alignSelf="start"
              size="sm"
              variant="outline"
              onClick={() => set("contacts", [...draft.contacts, emptyContact(locale)])}
            >
              <FormattedMessage id="admin.operators.form.addContact" />
            </Button>
          </Stack>
        </Fieldset.Root>

        <DraftField
          label="admin.operators.field.notes"
          multiline
          value={draft.notes}
          onChange={(v) => set("notes", v)}
          error={errors.get("notes")}
          maxLength={2000}
        />

        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={loading}>
            <FormattedMessage id={operatorId ? "admin.operators.form.save" : "admin.operators.form.create"} />
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ErrorText({ id }: { id: MessageId | undefined }) {
  if (!id) return null;
  return (
    <Text color="fg.error" fontSize="sm" aria-live="polite">
      <FormattedMessage id={id} />
    </Text>
  );
}
