import { Button, Stack, Text } from "@chakra-ui/react";
import type { Factor } from "@supabase/auth-js";
import { FormattedMessage } from "react-intl";
import { factorPhone, maskedPhone } from "../../features/auth";
import { AccountListRow } from "../../features/account";

interface PhoneFactorListProps {
  phones: Factor[];
  busy: boolean;
  onRemove: (factor: Factor) => void;
}

/** The verified phone numbers, masked, each with a way to remove it. */
export function PhoneFactorList({ phones, busy, onRemove }: PhoneFactorListProps) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="phone-factors">
      {phones.map((factor) => (
        <AccountListRow key={factor.id}>
          <Text dir="ltr">{maskedPhone(factorPhone(factor))}</Text>
          <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={() => onRemove(factor)}>
            <FormattedMessage id="account.security.remove" />
          </Button>
        </AccountListRow>
      ))}
    </Stack>
  );
}
