import { Badge, Button, Card, Container, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useAdminEmptyLegs_ListQuery,
  useAdminEmptyLegs_PublishMutation,
  useAdminEmptyLegs_SaveMutation,
  useAdminEmptyLegs_WithdrawMutation,
  type EmptyLegInput,
} from "../../graphql/generated";
import { InlineLoader } from "../../ui/components/InlineLoader";
import { LoadError } from "../../ui/components/LoadError";
import { PageTitle } from "../../ui/components/PageTitle";
import { toaster } from "../../ui/components/toaster";
import { BackOfficePageHeader } from "../layout/BackOfficePageHeader";
import { EmptyLegForm } from "./EmptyLegForm";

/**
 * /admin/empty-legs (staff): create and edit empty legs, publish them (matching route alerts are
 * emailed) or take them back; a one-way booking's way back arrives here as a draft to complete.
 */
export default function AdminEmptyLegsPage() {
  const intl = useIntl();
  const { data, error, refetch } = useAdminEmptyLegs_ListQuery({ fetchPolicy: "cache-and-network" });
  const [save, { loading: saving }] = useAdminEmptyLegs_SaveMutation();
  const [publish] = useAdminEmptyLegs_PublishMutation();
  const [withdraw] = useAdminEmptyLegs_WithdrawMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const legs = data?.allEmptyLegs;
  const editedLeg = legs?.find((leg) => leg.id === editing) ?? null;

  const run = async (
    work: () => Promise<unknown>,
    done: "admin.emptyLegs.saved" | "admin.emptyLegs.published" | "admin.emptyLegs.withdrawn",
  ) => {
    try {
      await work();
      toaster.create({ type: "success", title: intl.formatMessage({ id: done }) });
      await refetch();
      return true;
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "admin.emptyLegs.failed" }),
        description: message,
      });
      return false;
    }
  };
  const onSave = (input: EmptyLegInput) =>
    run(async () => {
      await save({ variables: { input } });
      setEditing(null);
    }, "admin.emptyLegs.saved");

  return (
    <>
      <PageTitle id="admin.emptyLegs.title" />
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BackOfficePageHeader
            title={<FormattedMessage id="admin.emptyLegs.title" />}
            subtitle={<FormattedMessage id="admin.emptyLegs.subtitle" />}
          />
          <Card.Root variant="outline" bg="white">
            <Card.Body>
              <EmptyLegForm
                key={editing ?? "new"}
                leg={editedLeg}
                saving={saving}
                onSave={onSave}
                onCancel={() => setEditing(null)}
              />
            </Card.Body>
          </Card.Root>
          {!legs && error && <LoadError onRetry={() => void refetch()} />}
          {!legs && !error && <InlineLoader />}
          {legs && legs.length === 0 && (
            <Text color="fg.muted">
              <FormattedMessage id="admin.emptyLegs.none" />
            </Text>
          )}
          {legs && legs.length > 0 && (
            <Table.ScrollArea borderWidth="1px" bg="white">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.route" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.window" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.aircraftType" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.price" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.status" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="admin.emptyLegs.actions" />
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {legs.map((leg) => (
                    <Table.Row key={leg.id} data-testid="admin-empty-leg">
                      <Table.Cell>
                        {leg.from.code} → {leg.to.code}
                        {leg.fromBooking && (
                          <Badge ms="2" variant="subtle">
                            <FormattedMessage id="admin.emptyLegs.fromBooking" />
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {leg.earliestLocal.replace("T", " ")} – {leg.latestLocal.replace("T", " ")}
                      </Table.Cell>
                      <Table.Cell>
                        {leg.aircraftType}
                        {leg.seats != null && ` · ${leg.seats}`}
                      </Table.Cell>
                      <Table.Cell>
                        {leg.priceUsd != null &&
                          intl.formatNumber(leg.priceUsd, {
                            style: "currency",
                            currency: "USD",
                            maximumFractionDigits: 0,
                          })}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={leg.status === "PUBLISHED" ? "green" : "gray"}>
                          <FormattedMessage
                            id={
                              leg.status === "PUBLISHED"
                                ? "admin.emptyLegs.statusPublished"
                                : "admin.emptyLegs.statusDraft"
                            }
                          />
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button size="xs" variant="outline" onClick={() => setEditing(leg.id)}>
                            <FormattedMessage id="admin.emptyLegs.edit" />
                          </Button>
                          {leg.status === "DRAFT" ? (
                            <Button
                              size="xs"
                              colorPalette="gold"
                              data-testid="leg-publish"
                              onClick={() =>
                                void run(() => publish({ variables: { id: leg.id } }), "admin.emptyLegs.published")
                              }
                            >
                              <FormattedMessage id="admin.emptyLegs.publish" />
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              variant="ghost"
                              onClick={() =>
                                void run(() => withdraw({ variables: { id: leg.id } }), "admin.emptyLegs.withdrawn")
                              }
                            >
                              <FormattedMessage id="admin.emptyLegs.withdraw" />
                            </Button>
                          )}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Container>
    </>
  );
}
