import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { AccountListRow } from "./AccountListRow";

/** What the lists show of an authenticator, a security key or a passkey. */
export interface Credential {
  id: string;
  friendly_name?: string | null;
  created_at: string;
}

interface CredentialListProps<C extends Credential> {
  items: C[];
  /** The heading that names the list, for assistive technology. */
  labelledBy?: string;
  text: {
    /** Shown for one without a name. */
    unnamed: MessageId;
    /** "Added {date}". */
    added: MessageId;
    remove: MessageId;
    /** Why the one left cannot be removed (shown instead of the button when `keepLast`). */
    keepLast?: MessageId;
  };
  /** The one left cannot be removed (staff need it for the back office). */
  keepLast?: boolean;
  /** The one being removed, if any. */
  removing: string | null;
  onRemove: (item: C) => void;
}

/** A person's sign-in credentials, each with when it was added and a way to remove it. */
export function CredentialList<C extends Credential>({
  items,
  labelledBy,
  text,
  keepLast = false,
  removing,
  onRemove,
}: CredentialListProps<C>) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <AccountListRow key={item.id}>
          <Stack gap="0">
            <Text fontWeight="medium">{item.friendly_name || <FormattedMessage id={text.unnamed} />}</Text>
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage
                id={text.added}
                values={{ date: <FormattedDate value={item.created_at} dateStyle="medium" /> }}
              />
            </Text>
          </Stack>
          {keepLast && text.keepLast ? (
            <Text fontSize="xs" color="fg.muted" maxW="xs">
              <FormattedMessage id={text.keepLast} />
            </Text>
          ) : (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={removing === item.id}
              onClick={() => onRemove(item)}
            >
              <FormattedMessage id={text.remove} />
            </Button>
          )}
        </AccountListRow>
      ))}
    </Stack>
  );
}
