import { Button, Card, Heading, NativeSelect, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import {
  useAdminLegal_PublishMutation,
  useAdminLegal_VersionsQuery,
  type LegalPageKind,
} from "../../graphql/generated";
import { badInputFields, hasErrorCode } from "../../ui/components/form/fieldErrors";
import { FormField } from "../../ui/components/form/FormField";
import { toaster } from "../../ui/components/toaster";
import { DraftField } from "./DraftField";

export const adminLegalOperations = /* GraphQL */ `
  query AdminLegal_Versions($kind: LegalPageKind!) {
    legalPageVersions(kind: $kind) {
      locale
      version
      body
      publishedAt
    }
  }
  mutation AdminLegal_Publish($input: PublishLegalPageInput!) {
    publishLegalPage(input: $input) {
      locale
      version
    }
  }
`;

const locales = ["en", "es", "ar", "zh"] as const;
const thisMonth = () => new Date().toISOString().slice(0, 10);

/** Publishes a new version of the privacy or cookie notice in one language; earlier ones are kept. */
export function LegalNoticeEditor() {
  const intl = useIntl();
  const [kind, setKind] = useState<LegalPageKind>("PRIVACY");
  const [locale, setLocale] = useState<(typeof locales)[number]>("en");
  const [version, setVersion] = useState(thisMonth);
  const [body, setBody] = useState("");
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { data, refetch } = useAdminLegal_VersionsQuery({ variables: { kind }, fetchPolicy: "cache-and-network" });
  const [publish, { loading }] = useAdminLegal_PublishMutation();
  const versions = data?.legalPageVersions ?? [];

  // Starts from the latest text in that language, so an edit is a change, not a rewrite.
  const load = (nextKind: LegalPageKind, nextLocale: string) => {
    const latest = nextKind === kind ? versions.find((v) => v.locale === nextLocale) : undefined;
    setBody(latest?.body ?? "");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(new Set());
    try {
      await publish({ variables: { input: { kind, locale, version, body } } });
      await refetch();
      toaster.create({ type: "success", title: intl.formatMessage({ id: "admin.legal.published" }) });
    } catch (error) {
      const fields = badInputFields(error);
      if (hasErrorCode(error, "CONFLICT")) setInvalid(new Set(["version"]));
      else setInvalid(new Set(fields));
      toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "admin.company.fixFields" }) });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="legal-notices-title">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Heading as="h2" id="legal-notices-title" size="lg">
              <FormattedMessage id="admin.legal.title" />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="admin.legal.hint" />
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={<FormattedMessage id="admin.legal.kind" />}>
                {(control) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...control}
                      value={kind}
                      onChange={(e) => {
                        setKind(e.target.value as LegalPageKind);
                        setBody("");
                      }}
                    >
                      <option value="PRIVACY">{intl.formatMessage({ id: "legal.privacy.title" })}</option>
                      <option value="COOKIES">{intl.formatMessage({ id: "legal.cookies.title" })}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField label={<FormattedMessage id="preferences.language" />}>
                {(control) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...control}
                      value={locale}
                      onChange={(e) => {
                        setLocale(e.target.value as (typeof locales)[number]);
                        load(kind, e.target.value);
                      }}
                    >
                      {locales.map((l) => (
                        <option key={l} value={l}>
                          {l}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <DraftField
                label={<FormattedMessage id="admin.legal.version" />}
                helper={<FormattedMessage id="admin.legal.versionHint" />}
                path="version"
                value={version}
                onChange={setVersion}
                invalid={invalid}
                ltr
              />
            </SimpleGrid>
            <DraftField
              label={<FormattedMessage id="admin.legal.body" />}
              helper={<FormattedMessage id="admin.legal.bodyHint" />}
              path="body"
              value={body}
              onChange={setBody}
              invalid={invalid}
              multiline
            />
            <Button type="submit" colorPalette="gold" alignSelf="start" loading={loading}>
              <FormattedMessage id="admin.legal.publish" />
            </Button>
            {versions.length > 0 && (
              <Table.Root size="sm" variant="outline">
                <Table.Caption>
                  <FormattedMessage id="admin.legal.history" />
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <FormattedMessage id="preferences.language" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.legal.version" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.legal.publishedAt" />
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {versions.map((v) => (
                    <Table.Row key={`${v.locale}-${v.version}`}>
                      <Table.Cell>{v.locale}</Table.Cell>
                      <Table.Cell dir="ltr">{v.version}</Table.Cell>
                      <Table.Cell>
                        <FormattedDate value={v.publishedAt} dateStyle="medium" timeStyle="short" />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
