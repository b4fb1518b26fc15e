import { Badge, DataList, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import type { Role } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { ButtonLink } from "../../ui/navigation/links";
import { AccountCard } from "./AccountCard";
import { signInMethods } from "./signInMethods";

export const roleLabels: Record<Role, MessageId> = {
  CUSTOMER: "role.CUSTOMER",
  STAFF: "role.STAFF",
  ADMIN: "role.ADMIN",
};

interface AccountDetailsCardProps {
  name: string | null;
  email: string;
  /** Shown for staff, whose role decides what the back office lets them do. */
  role?: Role;
  /** Where the account's settings are changed, when this card is a summary. */
  settingsPath?: string;
}

export function AccountDetailsCard({ name, email, role, settingsPath }: AccountDetailsCardProps) {
  const { user } = useSession();
  return (
    <AccountCard id="account-details-title" title={<FormattedMessage id="account.details.title" />}>
      <DataList.Root gap="4">
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="account.details.name" />
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="account-name">{name ?? "—"}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="account.details.email" />
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="account-email" overflowWrap="anywhere">
            <bdi>{email}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
        {role && (
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="account.details.role" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <FormattedMessage id={roleLabels[role]} />
            </DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="account.details.signInMethods" />
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" flexWrap="wrap" data-testid="sign-in-methods">
              {signInMethods(user?.identities).map(({ provider, label }) => (
                <Badge key={provider} colorPalette="navy" variant="subtle">
                  {label ? <FormattedMessage id={label} /> : provider}
                </Badge>
              ))}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {settingsPath && (
        <ButtonLink to={settingsPath} variant="outline" alignSelf="start" size="sm">
          <FormattedMessage id="settings.manage" />
        </ButtonLink>
      )}
    </AccountCard>
  );
}
