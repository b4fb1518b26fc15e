import { Button, Flex, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../ui/components/toaster";
import { FieldInput, FieldTextarea, FormField } from "../../ui/components/form/FormField";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { useAdminAffiliates_ReviewMutation } from "../../graphql/generated";

export const reviewAffiliateMutation = /* GraphQL */ `
  mutation AdminAffiliates_Review($id: ID!, $approve: Boolean!, $commissionRatePercent: Float, $reason: String) {
    reviewAffiliateApplication(
      id: $id
      approve: $approve
      commissionRatePercent: $commissionRatePercent
      reason: $reason
    ) {
      id
      status
      referralCode
      commissionRatePercent
      rejectionReason
      reviewedAt
    }
  }
`;

/** A rate as typed, with a decimal comma or point; NaN when it is no number (the API names the field). */
const parseRate = (text: string) => (text.trim() ? Number(text.trim().replace(",", ".")) : Number.NaN);

/**
 * Approve at a commission rate, or reject with a reason the applicant is emailed. The API checks the
 * rate's bounds and the reason; what it refuses is said beside the field in the staff's language.
 */
export function AffiliateDecision({ id, onReviewed }: { id: string; onReviewed: () => void }) {
  const intl = useIntl();
  const [rate, setRate] = useState("");
  const [reason, setReason] = useState("");
  const [refused, setRefused] = useState<string[]>([]);
  const [review, { loading }] = useAdminAffiliates_ReviewMutation();

  async function decide(approve: boolean) {
    const number = parseRate(rate);
    try {
      await review({
        variables: approve
          ? // A blank or unreadable rate goes as null, so the API names the field.
            { id, approve, commissionRatePercent: Number.isFinite(number) ? number : null }
          : { id, approve, reason },
      });
      setRefused([]);
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage({
          id: approve ? "admin.affiliates.done.approved" : "admin.affiliates.done.rejected",
        }),
      });
      onReviewed();
    } catch (error) {
      const fields = badInputFields(error);
      setRefused(fields);
      if (!fields.length)
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.affiliates.failed" }) });
    }
  }

  return (
    <Stack gap="4" borderTopWidth="1px" pt="3">
      <Flex gap="3" align="end" flexWrap="wrap">
        <FormField
          label={<FormattedMessage id="admin.affiliates.rate" />}
          helper={<FormattedMessage id="admin.affiliates.rateHelp" />}
          error={
            refused.includes("commissionRatePercent") ? (
              <FormattedMessage id="admin.affiliates.error.rate" />
            ) : undefined
          }
          maxW="16rem"
        >
          {(control) => (
            <FieldInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          )}
        </FormField>
        <Button size="sm" colorPalette="navy" loading={loading} onClick={() => void decide(true)}>
          <FormattedMessage id="admin.affiliates.approve" />
        </Button>
      </Flex>
      <Flex gap="3" align="end" flexWrap="wrap">
        <FormField
          label={<FormattedMessage id="admin.affiliates.reason" />}
          helper={<FormattedMessage id="admin.affiliates.reasonHelp" />}
          error={refused.includes("reason") ? <FormattedMessage id="admin.affiliates.error.reason" /> : undefined}
          flex="1"
          minW="16rem"
        >
          {(control) => (
            <FieldTextarea
              {...control}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <Button size="sm" variant="outline" colorPalette="red" loading={loading} onClick={() => void decide(false)}>
          <FormattedMessage id="admin.affiliates.reject" />
        </Button>
      </Flex>
    </Stack>
  );
}
