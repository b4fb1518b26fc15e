import { Button, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../auth/SessionContext";
import { AccountCard } from "../../features/account";
import { useAuthToasts } from "../../features/auth";
import { DeleteAccount } from "./DeleteAccount";
import { downloadMyData } from "./downloadMyData";

/** Your data: a copy of everything we hold, and closing the account (with what we must keep). */
export function DataSection() {
  const { client } = useSession();
  const toasts = useAuthToasts();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData(client);
    } catch (error) {
      toasts.error(error, "settings.data.downloadFailed");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AccountCard id="settings-data-title" title={<FormattedMessage id="settings.data.title" />}>
      <Stack gap="2">
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="settings.data.downloadIntro" />
        </Text>
        <Button variant="outline" alignSelf="start" loading={downloading} onClick={() => void download()}>
          <FormattedMessage id="settings.data.download" />
        </Button>
      </Stack>
      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="4">
        <Text fontWeight="semibold">
          <FormattedMessage id="settings.delete.title" />
        </Text>
        <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5">
          <List.Item>
            <FormattedMessage id="settings.delete.removed" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="settings.delete.kept" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="settings.delete.anonymised" />
          </List.Item>
        </List.Root>
        <DeleteAccount />
      </Stack>
    </AccountCard>
  );
}
