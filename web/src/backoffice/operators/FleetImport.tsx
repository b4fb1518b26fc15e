import { Button, Card, Field, Heading, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAdminImportFleetMutation } from "../../graphql/generated";
import { badInputFields } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { fleetColumns } from "./fleetColumns";
import { ImportReport, type FleetImportResult } from "./ImportReport";

/** Staff paste a fleet file (or choose one) and import it; the report says what was stored and which rows were not. */
export function FleetImport({ operatorId }: { operatorId: string }) {
  const intl = useIntl();
  const [csv, setCsv] = useState("");
  const [fileRefused, setFileRefused] = useState(false);
  const [report, setReport] = useState<FleetImportResult | null>(null);
  const [importFleet, { loading }] = useAdminImportFleetMutation();

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFileRefused(false);
    if (!csv.trim()) return setFileRefused(true);
    try {
      const { data } = await importFleet({ variables: { operatorId, csv } });
      setReport(data!.importFleet);
    } catch (error) {
      if (badInputFields(error).includes("csv")) setFileRefused(true);
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.fleet.import.failed" }),
        });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="fleet-import-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="fleet-import-title" size="lg">
            <FormattedMessage id="admin.fleet.import.title" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="admin.fleet.import.body" />
          </Text>
          <Text fontSize="xs" fontFamily="mono" dir="ltr" wordBreak="break-all">
            {fleetColumns.join(",")}
          </Text>
        </Stack>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <Field.Root invalid={fileRefused}>
              <Field.Label>
                <FormattedMessage id="admin.fleet.import.paste" />
              </Field.Label>
              <Textarea
                value={csv}
                onChange={(event) => setCsv(event.target.value)}
                rows={6}
                fontFamily="mono"
                fontSize="sm"
                dir="ltr"
                spellCheck={false}
              />
              {fileRefused && (
                <Field.ErrorText>
                  <FormattedMessage id="admin.fleet.import.fileRefused" />
                </Field.ErrorText>
              )}
            </Field.Root>
            <HStack gap="4" flexWrap="wrap" align="end">
              <Field.Root width="auto">
                <Field.Label>
                  <FormattedMessage id="admin.fleet.import.file" />
                </Field.Label>
                <Input
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  p="1"
                  onChange={(event) => void chooseFile(event)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="gold" loading={loading}>
                <FormattedMessage id="admin.fleet.import.submit" />
              </Button>
            </HStack>
          </Stack>
        </form>
        {report && <ImportReport report={report} />}
      </Card.Body>
    </Card.Root>
  );
}
