import { Button, Card, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminFleetAircraftFieldsFragment } from "../../graphql/generated";
import { WideTable, type WideTableColumn } from "../../ui/components/WideTable";

type Aircraft = AdminFleetAircraftFieldsFragment;

interface FleetTableProps {
  aircraft: Aircraft[];
  /** Edit and remove buttons, for a viewer who may change the fleet. */
  onEdit?: (aircraft: Aircraft) => void;
  onRemove?: (aircraft: Aircraft) => void;
}

/** The operator's aircraft, by registration: a table from a laptop up, one card each on a phone. */
export function FleetTable({ aircraft, onEdit, onRemove }: FleetTableProps) {
  const columns: WideTableColumn[] = [
    { label: "admin.fleet.column.registration" },
    { label: "admin.fleet.column.type" },
    { label: "admin.fleet.column.category" },
    { label: "admin.fleet.column.seats", numeric: true },
    { label: "admin.fleet.column.base_airport" },
    { label: "admin.fleet.amenities" },
    ...(onEdit ? [{ label: "admin.fleet.actions" } as const] : []),
  ];
  const cards = (
    <Stack gap="3" as="ul" listStyleType="none">
      {aircraft.map((a) => (
        <Card.Root as="li" key={a.id} size="sm" data-testid="fleet-card" data-registration={a.registration}>
          <Card.Body gap="1.5">
            <HStack justify="space-between" gap="3">
              <Text fontWeight="semibold">
                <bdi>{a.registration}</bdi>
              </Text>
              <Text fontSize="sm">
                <FormattedMessage id={`category.${a.category}`} />
              </Text>
            </HStack>
            <Text fontSize="sm">
              <bdi>{a.typeName}</bdi> · <Years aircraft={a} /> ·{" "}
              <FormattedMessage id="admin.fleet.seatsCount" values={{ count: a.seats }} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Base aircraft={a} />
            </Text>
            <Amenities aircraft={a} />
            {onEdit && <Actions aircraft={a} onEdit={onEdit} onRemove={onRemove} />}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
  return (
    <WideTable cards={cards} from="lg" testId="fleet-table" columns={columns}>
      {aircraft.map((a) => (
        <Table.Row key={a.id} data-testid="fleet-row" data-registration={a.registration}>
          <Table.Cell fontWeight="medium">
            <bdi>{a.registration}</bdi>
          </Table.Cell>
          <Table.Cell>
            <Text>
              <bdi>{a.typeName}</bdi>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <Years aircraft={a} />
            </Text>
          </Table.Cell>
          <Table.Cell>
            <FormattedMessage id={`category.${a.category}`} />
          </Table.Cell>
          <Table.Cell textAlign="end">{a.seats}</Table.Cell>
          <Table.Cell>
            <Base aircraft={a} />
          </Table.Cell>
          <Table.Cell whiteSpace="normal" minW="32">
            <Amenities aircraft={a} />
          </Table.Cell>
          {onEdit && (
            <Table.Cell>
              <Actions aircraft={a} onEdit={onEdit} onRemove={onRemove} />
            </Table.Cell>
          )}
        </Table.Row>
      ))}
    </WideTable>
  );
}

function Years({ aircraft }: { aircraft: Aircraft }) {
  if (aircraft.yearOfRefurbishment === null) return <>{aircraft.yearOfManufacture}</>;
  return (
    <FormattedMessage
      id="admin.fleet.refurbished"
      values={{ built: aircraft.yearOfManufacture, refurbished: aircraft.yearOfRefurbishment }}
    />
  );
}

function Base({ aircraft }: { aircraft: Aircraft }) {
  const place = aircraft.baseAirport.city ?? aircraft.baseAirport.name;
  return (
    <span title={aircraft.baseAirport.name}>
      <bdi>{aircraft.baseAirportCode}</bdi> · <bdi>{place}</bdi>
    </span>
  );
}

function Amenities({ aircraft }: { aircraft: Aircraft }) {
  const intl = useIntl();
  const held = [
    aircraft.wifi && intl.formatMessage({ id: "admin.fleet.column.wifi" }),
    aircraft.lavatory && intl.formatMessage({ id: "admin.fleet.column.lavatory" }),
    aircraft.petsAllowed && intl.formatMessage({ id: "admin.fleet.column.pets_allowed" }),
  ].filter((text): text is string => Boolean(text));
  return (
    <Text as="span" fontSize="sm">
      {held.length ? intl.formatList(held, { type: "unit" }) : "—"}
    </Text>
  );
}

function Actions({
  aircraft,
  onEdit,
  onRemove,
}: {
  aircraft: Aircraft;
  onEdit: (aircraft: Aircraft) => void;
  onRemove?: (aircraft: Aircraft) => void;
}) {
  const intl = useIntl();
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="outline"
        aria-label={intl.formatMessage({ id: "admin.fleet.editOne" }, { registration: aircraft.registration })}
        onClick={() => onEdit(aircraft)}
      >
        <FormattedMessage id="admin.fleet.edit" />
      </Button>
      {onRemove && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={intl.formatMessage({ id: "admin.fleet.removeOne" }, { registration: aircraft.registration })}
          onClick={() => onRemove(aircraft)}
        >
          <FormattedMessage id="admin.fleet.remove" />
        </Button>
      )}
    </HStack>
  );
}
