import { Card, Code, Heading, List, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAdminAuditTrailQuery, type AdminAuditTrailQuery } from "../../graphql/generated";
import { ListState } from "../../ui/components/ListState";
import { ShowMore } from "../../ui/components/ShowMore";

export const adminAuditTrailQuery = /* GraphQL */ `
  query AdminAuditTrail($after: String) {
    auditLog(subjects: [PRICING, OFFERS], first: 10, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          at
          action
          entity
          entityId
          actor {
            id
            email
            name
          }
          changes {
            field
            before
            after
          }
        }
      }
    }
  }
`;

type Entry = AdminAuditTrailQuery["auditLog"]["edges"][number]["node"];

/** Who changed pricing or offers, what and when: newest first, ten at a time. */
export function AuditTrail() {
  const intl = useIntl();
  const { data, loading, error, refetch, fetchMore } = useAdminAuditTrailQuery({
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const entries = data?.auditLog.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.auditLog.pageInfo;
  const actionLabel = (action: string) => {
    const id = `admin.audit.action.${action}`;
    return id in intl.messages ? intl.formatMessage({ id: id as "admin.audit.action.pricing.update" }) : action;
  };

  return (
    <Card.Root as="section" aria-labelledby="audit-title">
      <Card.Body gap="4">
        <Heading as="h2" id="audit-title" size="lg">
          <FormattedMessage id="admin.audit.title" />
        </Heading>
        <ListState
          loaded={Boolean(data)}
          failed={Boolean(error)}
          empty={entries.length === 0}
          onRetry={() => void refetch()}
          emptyTitle="admin.audit.emptyTitle"
          emptyBody="admin.audit.emptyBody"
          emptyAction={null}
        >
          <Table.ScrollArea borderWidth="1px" rounded="lg">
            <Table.Root size="sm" data-testid="audit-trail">
              <Table.Header>
                <Table.Row>
                  {(["when", "who", "what", "changes"] as const).map((column) => (
                    <Table.ColumnHeader key={column} scope="col">
                      <FormattedMessage id={`admin.audit.column.${column}`} />
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((entry) => (
                  <Table.Row key={entry.id} data-testid="audit-row">
                    <Table.Cell whiteSpace="nowrap">
                      {intl.formatDate(entry.at, { dateStyle: "medium", timeStyle: "short" })}
                    </Table.Cell>
                    <Table.Cell>
                      {entry.actor ? (
                        (entry.actor.name ?? entry.actor.email)
                      ) : (
                        <FormattedMessage id="admin.audit.system" />
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Stack gap="0">
                        <Text>{actionLabel(entry.action)}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          <bdi>{entry.entityId ?? entry.entity}</bdi>
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <Changes entry={entry} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListState>
        <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
      </Card.Body>
    </Card.Root>
  );
}

function shown(field: string, value: string | null | undefined): string {
  if (value == null) return "—";
  const cents = Number(value);
  return field.endsWith("UsdCents") && Number.isFinite(cents) ? `$${(cents / 100).toLocaleString("en-US")}` : value;
}

/** The log's field names as it keeps them (a record, not a translation); money stored in cents is shown in dollars. */
function Changes({ entry }: { entry: Entry }) {
  return (
    <List.Root variant="plain" gap="1" fontSize="xs">
      {entry.changes.map((change) => (
        <List.Item key={change.field} display="block" dir="ltr">
          <Code size="sm">{change.field.replace(/Cents$/, "")}</Code> {shown(change.field, change.before)} →{" "}
          {shown(change.field, change.after)}
        </List.Item>
      ))}
    </List.Root>
  );
}
