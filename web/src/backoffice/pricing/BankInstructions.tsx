import { Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import {
  useAdminPaymentInstructionsQuery,
  useAdminUpdatePaymentInstructionsMutation,
  type Currency,
} from "../../graphql/generated";
import { FieldTextarea, FormField } from "../../ui/components/form/FormField";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { toaster } from "../../ui/components/toaster";

export const paymentInstructionsOperations = /* GraphQL */ `
  query AdminPaymentInstructions {
    paymentInstructions {
      currency
      instructions
      updatedAt
    }
  }
  mutation AdminUpdatePaymentInstructions($input: [PaymentInstructionInput!]!) {
    updatePaymentInstructions(input: $input) {
      currency
      instructions
      updatedAt
    }
  }
`;

/**
 * How customers pay by bank transfer, per currency: shown on each booking in its currency with its
 * reference. Staff read them; an admin changes them (audited), as with every figure on this page.
 */
export function BankInstructions() {
  const intl = useIntl();
  const { role } = useSession();
  const { data } = useAdminPaymentInstructionsQuery({ fetchPolicy: "network-only" });
  const [texts, setTexts] = useState<Partial<Record<Currency, string>>>({});
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [save, { loading }] = useAdminUpdatePaymentInstructionsMutation({ refetchQueries: ["AdminAuditTrail"] });
  const rows = data?.paymentInstructions;
  useEffect(() => {
    if (rows) setTexts(Object.fromEntries(rows.map((row) => [row.currency, row.instructions ?? ""])));
  }, [rows]);
  const isAdmin = role === "admin";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!rows) return;
    setInvalid(new Set());
    try {
      await save({
        variables: { input: rows.map((row) => ({ currency: row.currency, instructions: texts[row.currency] ?? "" })) },
      });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.pricing.bank.saved" }) });
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

  return (
    <Card.Root as="section" aria-labelledby="bank-instructions-title">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="5">
            <Heading as="h2" id="bank-instructions-title" size="lg">
              <FormattedMessage id="admin.pricing.bank.title" />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="admin.pricing.bank.hint" />
            </Text>
            {!rows ? (
              <InlineLoader />
            ) : (
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="bank-instructions">
                {rows.map((row, i) => (
                  <FormField
                    key={row.currency}
                    label={row.currency}
                    error={
                      invalid.has(`input[${i}].instructions`) ? (
                        <FormattedMessage id="admin.pricing.bank.tooLong" />
                      ) : undefined
                    }
                  >
                    {(control) => (
                      <FieldTextarea
                        {...control}
                        rows={5}
                        dir="ltr"
                        readOnly={!isAdmin}
                        maxLength={2000}
                        value={texts[row.currency] ?? ""}
                        onChange={(e) => setTexts((current) => ({ ...current, [row.currency]: e.target.value }))}
                        data-testid={`bank-${row.currency}`}
                      />
                    )}
                  </FormField>
                ))}
              </SimpleGrid>
            )}
            {isAdmin && (
              <Button type="submit" colorPalette="gold" alignSelf="start" loading={loading} data-testid="save-bank">
                <FormattedMessage id="admin.pricing.bank.save" />
              </Button>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
