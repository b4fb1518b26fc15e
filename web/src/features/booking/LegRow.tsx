import { Box, Button, Grid, HStack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { FieldInput, FormField } from "../../ui/components/form/FormField";
import type { MessageId } from "../../i18n/messages";
import { AirportField } from "./AirportField";
import type { AirportChoice, LegDraft } from "./bookingDraft";
import type { FieldErrors } from "./validateDraft";

interface LegRowProps {
  leg: LegDraft;
  index: number;
  /** A round trip's return flies the outbound's airports back: only its time is asked for. */
  returnLeg: boolean;
  errors: FieldErrors;
  onChange: (patch: Partial<LegDraft>) => void;
  /** Offered on a multi-leg trip of more than two legs. */
  onRemove?: () => void;
}

/** One leg: from, to and the local departure time. */
export function LegRow({ leg, index, returnLeg, errors, onChange, onRemove }: LegRowProps) {
  const intl = useIntl();
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" rounded="lg" p="4" data-testid={`leg-${index}`}>
      <HStack as="legend" px="2" fontWeight="semibold" fontSize="sm">
        <FormattedMessage id={returnLeg ? "booking.returnLeg" : "booking.legTitle"} values={{ number: index + 1 }} />
      </HStack>
      <Grid templateColumns={{ base: "1fr", md: returnLeg ? "1fr" : "1fr 1fr 1fr" }} gap="4" alignItems="start">
        {!returnLeg && (
          <>
            <AirportField
              label="booking.from"
              value={leg.from}
              onChange={(from) => onChange({ from })}
              error={errors[`legs[${index}].from`]}
              testId={`leg-${index}-from`}
            />
            <AirportField
              label="booking.to"
              value={leg.to}
              onChange={(to) => onChange({ to })}
              error={errors[`legs[${index}].to`]}
              testId={`leg-${index}-to`}
            />
          </>
        )}
        {returnLeg && leg.from && leg.to && (
          <Text color="fg.muted">
            <bdi>{`${leg.from.code} → ${leg.to.code}`}</bdi>
          </Text>
        )}
        <DepartureField
          index={index}
          value={leg.departAt}
          from={leg.from}
          error={errors[`legs[${index}].departAt`]}
          onChange={(departAt) => onChange({ departAt })}
        />
      </Grid>
      {onRemove && (
        <Button
          mt="3"
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: "booking.removeLegOf" }, { number: index + 1 })}
        >
          <FormattedMessage id="booking.removeLeg" />
        </Button>
      )}
    </Box>
  );
}

interface DepartureFieldProps {
  index: number;
  value: string;
  /** The leg's departure airport: the time is local to it. */
  from: AirportChoice | null;
  error: MessageId | undefined;
  onChange: (departAt: string) => void;
}

/** The departure time, local to the departure airport once it is chosen. */
function DepartureField({ index, value, from, error, onChange }: DepartureFieldProps) {
  const zone = from?.timeZone;
  return (
    <FormField
      label={<FormattedMessage id="booking.departAt" />}
      required
      helper={
        zone ? (
          <FormattedMessage id="booking.localTimeAt" values={{ airport: from!.code, zone }} />
        ) : (
          <FormattedMessage id="booking.localTimeHint" />
        )
      }
      error={error && <FormattedMessage id={error} />}
    >
      {(control) => (
        <FieldInput
          {...control}
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`leg-${index}-departAt`}
        />
      )}
    </FormField>
  );
}
