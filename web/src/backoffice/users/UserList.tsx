import { Badge, Card, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { WideTable } from "../../ui/components/WideTable";
import type { AdminUserFieldsFragment } from "../../graphql/generated";
import { UserActions } from "./UserActions";
import { UserFactors } from "./UserFactors";

interface UserListProps {
  users: AdminUserFieldsFragment[];
  /** The signed-in admin: their own row offers no role change and no disabling. */
  viewerId: string | null;
}

const columns = (["user", "role", "status", "factors", "lastSignIn", "actions"] as const).map((column) => ({
  label: `admin.users.column.${column}` as const,
}));

/** The accounts as a table, or one card per account on a phone. */
export function UserList({ users, viewerId }: UserListProps) {
  const cards = (
    <Stack gap="4" as="ul" listStyleType="none">
      {users.map((user) => (
        <Card.Root as="li" key={user.id} size="sm" data-testid="user-card" data-email={user.email ?? ""}>
          <Card.Body gap="3">
            <HStack justify="space-between" align="start" gap="3">
              <Who user={user} />
              <Status user={user} />
            </HStack>
            <Text fontSize="sm">
              <FormattedMessage id={`role.${user.role}`} /> · <LastSignIn at={user.lastSignInAt} />
            </Text>
            <UserFactors factors={user.factors} />
            <UserActions user={user} isSelf={user.id === viewerId} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
  return (
    <WideTable cards={cards} from="lg" testId="users-table" columns={columns}>
      {users.map((user) => (
        <Table.Row key={user.id} data-testid="user-row" data-email={user.email ?? ""} data-list-row>
          <Table.Cell>
            <Who user={user} />
          </Table.Cell>
          <Table.Cell>
            <FormattedMessage id={`role.${user.role}`} />
          </Table.Cell>
          <Table.Cell>
            <Status user={user} />
          </Table.Cell>
          <Table.Cell>
            <UserFactors factors={user.factors} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <LastSignIn at={user.lastSignInAt} />
          </Table.Cell>
          <Table.Cell>
            <UserActions user={user} isSelf={user.id === viewerId} />
          </Table.Cell>
        </Table.Row>
      ))}
    </WideTable>
  );
}

function Who({ user }: { user: AdminUserFieldsFragment }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium">{user.name ?? user.email}</Text>
      {user.name && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {user.email}
        </Text>
      )}
    </Stack>
  );
}

function Status({ user }: { user: AdminUserFieldsFragment }) {
  const [id, palette] = user.disabled
    ? (["admin.users.status.disabled", "red"] as const)
    : !user.emailConfirmed
      ? (["admin.users.status.invited", "orange"] as const)
      : (["admin.users.status.active", "green"] as const);
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette={palette} data-testid="user-status">
        <FormattedMessage id={id} />
      </Badge>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="admin.users.sessions" values={{ count: user.activeSessions }} />
      </Text>
    </Stack>
  );
}

function LastSignIn({ at }: { at: string | null }) {
  const intl = useIntl();
  if (!at) return <FormattedMessage id="admin.users.neverSignedIn" />;
  return <>{intl.formatDate(at, { dateStyle: "medium", timeStyle: "short" })}</>;
}
