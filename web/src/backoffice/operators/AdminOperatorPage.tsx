import { Button, Container, Grid, Heading, HStack, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router-dom";
import { useAdminOperatorQuery } from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageTitle } from "../../ui/components/PageTitle";
import { TextLink } from "../../ui/navigation/links";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { FleetImport } from "./FleetImport";
import { FleetSection } from "./FleetSection";
import { toOperatorDraft } from "./operatorDraft";
import { OperatorDetails } from "./OperatorDetails";
import { OperatorForm } from "./OperatorForm";
import { operatorsPath } from "./operatorPaths";
import { OperatorStatus } from "./OperatorStatus";

/** /admin/operators/:id: one operator's papers, audits and contacts, its fleet, and for admins the edits and the fleet import. */
export default function AdminOperatorPage() {
  const { id = "" } = useParams();
  const [editing, setEditing] = useState(false);
  const { data, error, refetch } = useAdminOperatorQuery({ variables: { id }, fetchPolicy: "cache-and-network" });
  const operator = data?.operator;

  if (error && !data)
    return (
      <Container maxW="5xl" py="16">
        <LoadError onRetry={() => void refetch()} />
      </Container>
    );
  if (!data) return <InlineLoader />;
  if (!operator)
    return (
      <Container maxW="5xl" py="16">
        <PageTitle id="admin.operators.notFound" />
        <Stack gap="4">
          <Heading as="h1" fontFamily="heading" fontWeight="normal">
            <FormattedMessage id="admin.operators.notFound" />
          </Heading>
          <TextLink to={operatorsPath}>
            <FormattedMessage id="admin.operators.back" />
          </TextLink>
        </Stack>
      </Container>
    );

  return (
    <>
      <PageTitle id="admin.operators.pageTitle" values={{ name: operator.name }} />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<bdi>{operator.name}</bdi>}
            subtitle={<FormattedMessage id="admin.operators.eyebrow" />}
          >
            {operator.viewerCanEdit && !editing && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <FormattedMessage id="admin.operators.edit" />
              </Button>
            )}
          </BackOfficePageHeader>
          <HStack justify="space-between" flexWrap="wrap" gap="4">
            <TextLink to={operatorsPath} fontSize="sm">
              <FormattedMessage id="admin.operators.back" />
            </TextLink>
            <OperatorStatus operator={operator} />
          </HStack>
          {editing ? (
            <OperatorForm
              initial={toOperatorDraft(operator)}
              operatorId={operator.id}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <OperatorDetails operator={operator} />
          )}
          <Grid templateColumns="minmax(0, 1fr)" gap="8">
            <FleetSection operatorId={operator.id} aircraft={operator.aircraft} canEdit={operator.viewerCanEdit} />
            {operator.viewerCanEdit && <FleetImport operatorId={operator.id} />}
          </Grid>
        </Stack>
      </Container>
    </>
  );
}
