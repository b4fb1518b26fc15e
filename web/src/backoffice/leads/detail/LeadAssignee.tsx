import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toaster } from "../../../ui/components/toaster";
import {
  useLeadDetail_AssignMutation,
  useLeadDetail_StaffMembersQuery,
  type LeadDetailFieldsFragment,
} from "../../../graphql/generated";

export const staffMembersQuery = /* GraphQL */ `
  query LeadDetail_StaffMembers {
    staffMembers {
      id
      name
      email
    }
  }
`;

export const assignLeadMutation = /* GraphQL */ `
  mutation LeadDetail_Assign($id: ID!, $userId: ID) {
    assignLead(id: $id, userId: $userId) {
      ...LeadDetailFields
    }
  }
`;

const personName = (person: { name: string | null; email: string | null }) => person.name ?? person.email ?? "";

/** Who works the lead: take it, hand it to a colleague, or leave it unassigned. */
export function LeadAssignee({ lead, viewerId }: { lead: LeadDetailFieldsFragment; viewerId: string | null }) {
  const intl = useIntl();
  const { data } = useLeadDetail_StaffMembersQuery({ fetchPolicy: "cache-and-network" });
  const [assign, { loading }] = useLeadDetail_AssignMutation();
  const [colleague, setColleague] = useState("");
  const staff = data?.staffMembers ?? [];

  async function assignTo(userId: string | null) {
    try {
      await assign({ variables: { id: lead.id, userId } });
      setColleague("");
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "leadDetail.assignFailed" }) });
    }
  }

  return (
    <Stack as="section" aria-labelledby="lead-assignee-title" gap="4">
      <Heading id="lead-assignee-title" as="h2" fontSize="xl" fontFamily="heading" fontWeight="normal">
        <FormattedMessage id="leadDetail.assigneeTitle" />
      </Heading>
      <Text data-testid="lead-assignee">
        {lead.assignee ? <bdi>{personName(lead.assignee)}</bdi> : <FormattedMessage id="leadDetail.unassigned" />}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {viewerId && lead.assignee?.id !== viewerId && (
          <Button size="sm" loading={loading} onClick={() => void assignTo(viewerId)} data-testid="assign-me">
            <FormattedMessage id="leadDetail.assignToMe" />
          </Button>
        )}
        {lead.assignee && (
          <Button
            size="sm"
            variant="ghost"
            loading={loading}
            onClick={() => void assignTo(null)}
            data-testid="unassign"
          >
            <FormattedMessage id="leadDetail.unassign" />
          </Button>
        )}
      </HStack>
      <HStack gap="2" align="end">
        <Field.Root flex="1">
          <Field.Label>
            <FormattedMessage id="leadDetail.assignColleague" />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={colleague}
              onChange={(event) => setColleague(event.target.value)}
              data-testid="assign-colleague"
            >
              <option value="">{intl.formatMessage({ id: "leadDetail.chooseColleague" })}</option>
              {staff
                .filter((member) => member.id !== lead.assignee?.id)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {personName(member)}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!colleague}
          loading={loading}
          onClick={() => void assignTo(colleague)}
        >
          <FormattedMessage id="leadDetail.assign" />
        </Button>
      </HStack>
    </Stack>
  );
}
