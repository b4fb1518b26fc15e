import { Card, Container, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useAdminSettings_PreferencesQuery,
  useAdminSettings_SaveMutation,
  type NewLeadMail,
} from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageTitle } from "../../ui/components/PageTitle";
import { toaster } from "../../ui/components/toaster";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";

export const adminSettingsQuery = /* GraphQL */ `
  query AdminSettings_Preferences {
    myStaffPreferences {
      newLeadMail
    }
  }
`;

export const adminSettingsMutation = /* GraphQL */ `
  mutation AdminSettings_Save($input: StaffPreferencesInput!) {
    saveStaffPreferences(input: $input) {
      newLeadMail
    }
  }
`;

const choices: readonly { value: NewLeadMail; label: MessageId; hint: MessageId }[] = [
  { value: "AT_ONCE", label: "admin.settings.newLead.atOnce", hint: "admin.settings.newLead.atOnceHint" },
  { value: "DAILY_DIGEST", label: "admin.settings.newLead.digest", hint: "admin.settings.newLead.digestHint" },
  { value: "OFF", label: "admin.settings.newLead.off", hint: "admin.settings.newLead.offHint" },
];

/** /admin/settings: a staff member's own settings, kept on the server (how they hear of new leads). */
export default function AdminSettingsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useAdminSettings_PreferencesQuery({ fetchPolicy: "cache-and-network" });
  const [save, { loading: saving }] = useAdminSettings_SaveMutation();
  const current = data?.myStaffPreferences.newLeadMail;

  const choose = async (value: NewLeadMail) => {
    try {
      await save({ variables: { input: { newLeadMail: value } } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.settings.saved" }) });
    } catch {
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.settings.failed" }) });
    }
  };

  return (
    <>
      <PageTitle id="admin.settings.title" />
      <Container maxW="3xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.settings.title" />}
            subtitle={<FormattedMessage id="admin.settings.subtitle" />}
          />
          {!current ? (
            error ? (
              <LoadError onRetry={() => void refetch()} />
            ) : (
              <InlineLoader />
            )
          ) : (
            <Card.Root as="section" aria-labelledby="new-lead-mail-title">
              <Card.Body>
                <RadioGroup.Root
                  value={current}
                  disabled={saving}
                  onValueChange={(detail) => detail.value && void choose(detail.value as NewLeadMail)}
                  aria-labelledby="new-lead-mail-title"
                >
                  <Stack gap="4">
                    <Text id="new-lead-mail-title" fontWeight="semibold" fontSize="lg">
                      <FormattedMessage id="admin.settings.newLead.title" />
                    </Text>
                    {choices.map((choice) => (
                      <RadioGroup.Item key={choice.value} value={choice.value} alignItems="start">
                        <RadioGroup.ItemHiddenInput data-testid={`new-lead-mail-${choice.value}`} />
                        <RadioGroup.ItemIndicator mt="1" />
                        <Stack gap="0">
                          <RadioGroup.ItemText fontWeight="medium">
                            <FormattedMessage id={choice.label} />
                          </RadioGroup.ItemText>
                          <Text fontSize="sm" color="fg.muted">
                            <FormattedMessage id={choice.hint} />
                          </Text>
                        </Stack>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Container>
    </>
  );
}
