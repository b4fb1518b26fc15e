import { Container, Field, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { PageTitle } from "../../ui/components/PageTitle";
import { useAdminUsersQuery, type Role } from "../../graphql/generated";
import { useDebouncedValue } from "../../ui/hooks/useDebouncedValue";
import { ListState } from "../../ui/components/ListState";
import { InviteStaffForm } from "./InviteStaffForm";
import { UserList } from "./UserList";
import { ShowMore } from "../../ui/components/ShowMore";
import { SearchField } from "../../ui/components/form/SearchField";

const roles: Role[] = ["CUSTOMER", "STAFF", "ADMIN"];

/** /admin/users (ADMIN only): find accounts, change roles, disable, sign out everywhere, invite staff. */
export default function AdminUsersPage() {
  const intl = useIntl();
  // ?q= opens the list already searched (the back office's search links an account here).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const [role, setRole] = useState<Role | "">("");
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const { data, loading, error, refetch, fetchMore } = useAdminUsersQuery({
    variables: { search: settledSearch || null, role: role || null },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const users = data?.users.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.users.pageInfo;

  return (
    <>
      <PageTitle id="admin.users.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.users.title" />}
            subtitle={<FormattedMessage id="admin.users.subtitle" />}
          />
          <InviteStaffForm onInvited={() => void refetch()} />
          <Stack gap="5" as="section" aria-labelledby="users-list-title">
            <HStack justify="space-between" flexWrap="wrap" gap="4" align="end">
              <Text as="h2" id="users-list-title" fontSize="2xl" fontFamily="heading">
                <FormattedMessage id="admin.users.listTitle" />
              </Text>
              <HStack gap="3" flexWrap="wrap" align="end">
                <SearchField
                  label="admin.users.search"
                  placeholder="admin.users.searchPlaceholder"
                  value={search}
                  onChange={setSearch}
                  width={{ base: "full", sm: "64" }}
                />
                <Field.Root width={{ base: "full", sm: "48" }}>
                  <Field.Label>
                    <FormattedMessage id="admin.users.roleFilter" />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value as Role | "")}>
                      <option value="">{intl.formatMessage({ id: "admin.users.allRoles" })}</option>
                      {roles.map((r) => (
                        <option key={r} value={r}>
                          {intl.formatMessage({ id: `role.${r}` })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </HStack>
            </HStack>
            {data && (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                <FormattedMessage id="admin.users.count" values={{ count: data.users.totalCount }} />
              </Text>
            )}
            <ListState
              loaded={Boolean(data)}
              failed={Boolean(error)}
              empty={users.length === 0}
              onRetry={() => void refetch()}
              emptyTitle="admin.users.emptyTitle"
              emptyBody="admin.users.emptyBody"
              emptyAction={null}
            >
              <UserList users={users} viewerId={data?.viewer?.id ?? null} />
            </ListState>
            <ShowMore pageInfo={pageInfo} loading={loading} fetchMore={fetchMore} />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
