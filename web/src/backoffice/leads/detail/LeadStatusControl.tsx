import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "../../../ui/components/form/TextField";
import { toaster } from "../../../ui/components/toaster";
import {
  useLeadDetail_ChangeStatusMutation,
  type LeadDetailFieldsFragment,
  type LeadStatus,
} from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

export const changeLeadStatusMutation = /* GraphQL */ `
  mutation LeadDetail_ChangeStatus($id: ID!, $status: LeadStatus!, $note: String) {
    changeLeadStatus(id: $id, status: $status, note: $note) {
      ...LeadDetailFields
    }
  }
`;

/** The statuses the lead may move to from here, each a button; the note goes on the timeline with the move. */
export function LeadStatusControl({ lead }: { lead: LeadDetailFieldsFragment }) {
  const intl = useIntl();
  const [note, setNote] = useState("");
  const [change, { loading }] = useLeadDetail_ChangeStatusMutation();
  const moves = lead.allowedStatuses;

  async function move(status: LeadStatus) {
    try {
      await change({ variables: { id: lead.id, status, note: note.trim() || null } });
      setNote("");
      toaster.create({
        type: "success",
        closable: true,
        title: intl.formatMessage(
          { id: "leadDetail.statusChanged" },
          { status: intl.formatMessage({ id: `lead.status.${status}` as MessageId }) },
        ),
      });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "leadDetail.statusFailed" }) });
    }
  }

  return (
    <Stack as="section" aria-labelledby="lead-status-title" gap="4">
      <Heading id="lead-status-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="leadDetail.statusTitle" />
      </Heading>
      {moves.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="leadDetail.statusFinal" />
        </Text>
      ) : (
        <>
          <TextField label="leadDetail.statusNote" value={note} onChange={setNote} multiline maxLength={4000} />
          <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="lead-status-title">
            {moves.map((status) => (
              <Button
                key={status}
                size="sm"
                variant="outline"
                loading={loading}
                onClick={() => void move(status)}
                data-testid={`move-${status}`}
              >
                <FormattedMessage
                  id="leadDetail.moveTo"
                  values={{ status: intl.formatMessage({ id: `lead.status.${status}` as MessageId }) }}
                />
              </Button>
            ))}
          </HStack>
        </>
      )}
    </Stack>
  );
}
