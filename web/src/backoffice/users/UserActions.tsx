import { Button, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../ui/components/ConfirmDialog";
import { toaster } from "../../ui/components/toaster";
import {
  useAdminEndUserSessionsMutation,
  useAdminSetUserDisabledMutation,
  useAdminSetUserRoleMutation,
  type AdminUserFieldsFragment,
  type Role,
} from "../../graphql/generated";

type Pending = { kind: "role"; role: Role } | { kind: "disable" } | { kind: "enable" } | { kind: "endSessions" };

const roles: Role[] = ["CUSTOMER", "STAFF", "ADMIN"];

/** One account's admin actions, each behind a confirm step. The admin's own row cannot change role or be disabled. */
export function UserActions({ user, isSelf }: { user: AdminUserFieldsFragment; isSelf: boolean }) {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending | null>(null);
  const [setRole, roleState] = useAdminSetUserRoleMutation();
  const [setDisabled, disabledState] = useAdminSetUserDisabledMutation();
  const [endSessions, sessionsState] = useAdminEndUserSessionsMutation();
  const who = user.name ?? user.email ?? "";

  async function confirm() {
    if (!pending) return;
    try {
      if (pending.kind === "role") await setRole({ variables: { userId: user.id, role: pending.role } });
      else if (pending.kind === "endSessions") await endSessions({ variables: { userId: user.id } });
      else await setDisabled({ variables: { userId: user.id, disabled: pending.kind === "disable" } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: `admin.users.done.${pending.kind}` }, { who }),
      });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.users.actionFailed" }) });
    }
    setPending(null);
  }

  const label = intl.formatMessage({ id: "admin.users.changeRole" }, { who });
  return (
    <HStack gap="2" flexWrap="wrap">
      <NativeSelect.Root size="sm" width="auto" disabled={isSelf}>
        <NativeSelect.Field
          aria-label={label}
          value={user.role}
          onChange={(event) => setPending({ kind: "role", role: event.target.value as Role })}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `role.${r}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!isSelf && (
        <Button
          size="sm"
          variant="outline"
          colorPalette={user.disabled ? "green" : "red"}
          onClick={() => setPending({ kind: user.disabled ? "enable" : "disable" })}
        >
          <FormattedMessage id={user.disabled ? "admin.users.enable" : "admin.users.disable"} />
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={user.activeSessions === 0}
        onClick={() => setPending({ kind: "endSessions" })}
      >
        <FormattedMessage id="admin.users.endSessions" />
      </Button>
      {isSelf && (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="admin.users.selfNote" />
        </Text>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={<FormattedMessage id={`admin.users.confirm.${pending?.kind ?? "endSessions"}.title`} />}
        dismissLabel={<FormattedMessage id="common.cancel" />}
        confirmLabel={<FormattedMessage id={`admin.users.confirm.${pending?.kind ?? "endSessions"}.action`} />}
        onConfirm={() => void confirm()}
        loading={roleState.loading || disabledState.loading || sessionsState.loading}
        palette={pending?.kind === "disable" || pending?.kind === "endSessions" ? "red" : "gold"}
        confirmTestId="confirm-user-action"
      >
        <FormattedMessage
          id={`admin.users.confirm.${pending?.kind ?? "endSessions"}.body`}
          values={{ who, role: pending?.kind === "role" ? intl.formatMessage({ id: `role.${pending.role}` }) : "" }}
        />
      </ConfirmDialog>
    </HStack>
  );
}
