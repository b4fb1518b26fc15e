import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "../../../ui/components/form/TextField";
import { toaster } from "../../../ui/components/toaster";
import { useLeadDetail_AddNoteMutation, type LeadDetailFieldsFragment } from "../../../graphql/generated";
import type { MessageId } from "../../../i18n/messages";

export const addLeadNoteMutation = /* GraphQL */ `
  mutation LeadDetail_AddNote($id: ID!, $body: String!) {
    addLeadNote(id: $id, body: $body) {
      ...LeadDetailFields
    }
  }
`;

type Entry = LeadDetailFieldsFragment["activity"][number];

/** A note box, then everything that happened on the lead, newest first. */
export function LeadActivityPanel({ lead }: { lead: LeadDetailFieldsFragment }) {
  const intl = useIntl();
  const [body, setBody] = useState("");
  const [addNote, { loading }] = useLeadDetail_AddNoteMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await addNote({ variables: { id: lead.id, body: body.trim() } });
      setBody("");
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "leadDetail.noteFailed" }) });
    }
  }

  return (
    <Stack as="section" aria-labelledby="lead-activity-title" gap="6">
      <Heading id="lead-activity-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="leadDetail.activityTitle" />
      </Heading>
      <Stack as="form" gap="3" onSubmit={(event) => void submit(event)} maxW="2xl">
        <TextField label="leadDetail.noteLabel" value={body} onChange={setBody} multiline maxLength={4000} />
        <Button
          type="submit"
          size="sm"
          alignSelf="start"
          loading={loading}
          disabled={!body.trim()}
          data-testid="add-note"
        >
          <FormattedMessage id="leadDetail.addNote" />
        </Button>
      </Stack>
      <Stack as="ol" listStyleType="none" gap="4" data-testid="lead-activity">
        {lead.activity.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}

function ActivityItem({ entry }: { entry: Entry }) {
  const intl = useIntl();
  const who = entry.actor
    ? (entry.actor.name ?? entry.actor.email ?? "")
    : intl.formatMessage({ id: "leadDetail.activity.system" });
  return (
    <Stack as="li" gap="1" borderStartWidth="3px" borderColor="gold.400" ps="4">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="leadDetail.activity.meta"
          values={{
            kind: intl.formatMessage({ id: `leadDetail.activity.kind.${entry.kind}` as MessageId }),
            who: <bdi>{who}</bdi>,
            when: intl.formatDate(entry.createdAt, { dateStyle: "medium", timeStyle: "short" }),
          }}
        />
      </Text>
      {entry.fromStatus && entry.toStatus && (
        <Text fontSize="sm" fontWeight="medium">
          <FormattedMessage
            id="leadDetail.activity.moved"
            values={{
              from: intl.formatMessage({ id: `lead.status.${entry.fromStatus}` as MessageId }),
              to: intl.formatMessage({ id: `lead.status.${entry.toStatus}` as MessageId }),
            }}
          />
        </Text>
      )}
      {/* Notes and visitor messages are plain text: rendered as text, line breaks kept. */}
      {entry.body && (
        <Text whiteSpace="pre-wrap" dir="auto">
          {entry.body}
        </Text>
      )}
    </Stack>
  );
}
