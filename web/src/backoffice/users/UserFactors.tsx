import { List, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminUserFieldsFragment } from "../../graphql/generated";

type Factor = AdminUserFieldsFragment["factors"][number];

/** Which second factors an account has (type, status, when added): never their secrets. */
export function UserFactors({ factors }: { factors: Factor[] }) {
  const intl = useIntl();
  if (factors.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.users.factors.none" />
      </Text>
    );
  }
  return (
    <List.Root fontSize="sm" gap="1" variant="plain">
      {factors.map((factor) => (
        <List.Item key={factor.id} display="block">
          <FormattedMessage
            id={
              factor.type === "phone"
                ? "admin.users.factors.phone"
                : factor.type === "webauthn"
                  ? "auth.securityKey.defaultName"
                  : "admin.users.factors.totp"
            }
          />
          {" · "}
          <FormattedMessage
            id={factor.status === "verified" ? "admin.users.factors.verified" : "admin.users.factors.unverified"}
          />
          {" · "}
          {intl.formatDate(factor.createdAt, { dateStyle: "medium" })}
        </List.Item>
      ))}
    </List.Root>
  );
}
