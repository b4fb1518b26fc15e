import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAdminRemoveAircraftMutation, type AdminFleetAircraftFieldsFragment } from "../../graphql/generated";
import { ConfirmDialog } from "../../ui/components/ConfirmDialog";
import { EmptyState } from "../../ui/components/EmptyState";
import { toaster } from "../../ui/components/toaster";
import { AircraftForm } from "./AircraftForm";
import { emptyAircraft, toAircraftDraft, type AircraftDraft } from "./aircraftDraft";
import { FleetTable } from "./FleetTable";

interface FleetSectionProps {
  operatorId: string;
  aircraft: AdminFleetAircraftFieldsFragment[];
  canEdit: boolean;
}

/** The operator's fleet, and for an admin the forms to add, change and remove aircraft. */
export function FleetSection({ operatorId, aircraft, canEdit }: FleetSectionProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState<AircraftDraft | null>(null);
  const [removing, setRemoving] = useState<AdminFleetAircraftFieldsFragment | null>(null);
  const [remove, removal] = useAdminRemoveAircraftMutation();

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: "admin.fleet.removed" }, { registration: removing.registration }),
      });
    } catch {
      toaster.create({
        type: "error",
        closable: true,
        title: intl.formatMessage({ id: "admin.operators.saveFailed" }),
      });
    }
    setRemoving(null);
  }

  return (
    <Stack gap="4" as="section" aria-labelledby="fleet-title">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text as="h2" id="fleet-title" fontSize="2xl" fontFamily="heading">
          <FormattedMessage id="admin.fleet.title" values={{ count: aircraft.length }} />
        </Text>
        {canEdit && !editing && (
          <Button size="sm" colorPalette="gold" onClick={() => setEditing(emptyAircraft)}>
            <FormattedMessage id="admin.fleet.add" />
          </Button>
        )}
      </HStack>
      {editing && (
        <AircraftForm
          key={editing.id ?? "new"}
          operatorId={operatorId}
          initial={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {aircraft.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="admin.fleet.emptyTitle" />}
          body={<FormattedMessage id={canEdit ? "admin.fleet.emptyBody" : "admin.fleet.emptyBodyReadOnly"} />}
        />
      ) : (
        <FleetTable
          aircraft={aircraft}
          onEdit={canEdit ? (a) => setEditing(toAircraftDraft(a)) : undefined}
          onRemove={canEdit ? setRemoving : undefined}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          <FormattedMessage id="admin.fleet.removeTitle" values={{ registration: removing?.registration ?? "" }} />
        }
        dismissLabel={<FormattedMessage id="common.cancel" />}
        confirmLabel={<FormattedMessage id="admin.fleet.remove" />}
        onConfirm={() => void confirmRemove()}
        loading={removal.loading}
        palette="red"
        confirmTestId="confirm-remove-aircraft"
      >
        <FormattedMessage id="admin.fleet.removeBody" />
      </ConfirmDialog>
    </Stack>
  );
}
