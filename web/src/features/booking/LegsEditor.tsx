import { Box, Button, Field, Grid, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { emptyLeg, MAX_LEGS, withLegChange, type BookingDraft, type LegDraft } from "./bookingDraft";
import { AirportField } from "./AirportField";
import type { FieldErrors } from "./validateDraft";

interface LegsEditorProps {
  draft: BookingDraft;
  errors: FieldErrors;
  onLegsChange: (legs: LegDraft[]) => void;
}

/** One row per leg: from, to, local departure time; multi-leg trips add and remove rows. */
export function LegsEditor({ draft, errors, onLegsChange }: LegsEditorProps) {
  const intl = useIntl();
  const multi = draft.tripType === "MULTI_CITY";
  const change = (index: number, patch: Partial<LegDraft>) => onLegsChange(withLegChange(draft, index, patch));

  return (
    <Stack gap="5">
      {draft.legs.map((leg, index) => {
        // A round trip's return flies the outbound's airports back: only its time is asked for.
        const returnLeg = draft.tripType === "ROUND_TRIP" && index === 1;
        const zone = leg.from?.timeZone;
        return (
          <Box
            key={index}
            as="fieldset"
            borderWidth="1px"
            borderColor="border"
            rounded="lg"
            p="4"
            data-testid={`leg-${index}`}
          >
            <HStack as="legend" px="2" fontWeight="semibold" fontSize="sm">
              <FormattedMessage
                id={returnLeg ? "booking.returnLeg" : "booking.legTitle"}
                values={{ number: index + 1 }}
              />
            </HStack>
            <Grid templateColumns={{ base: "1fr", md: returnLeg ? "1fr" : "1fr 1fr 1fr" }} gap="4" alignItems="start">
              {!returnLeg && (
                <>
                  <AirportField
                    label="booking.from"
                    value={leg.from}
                    onChange={(from) => change(index, { from })}
                    error={errors[`legs[${index}].from`]}
                    testId={`leg-${index}-from`}
                  />
                  <AirportField
                    label="booking.to"
                    value={leg.to}
                    onChange={(to) => change(index, { to })}
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
              <Field.Root invalid={Boolean(errors[`legs[${index}].departAt`])} required>
                <Field.Label>
                  <FormattedMessage id="booking.departAt" />
                </Field.Label>
                <Input
                  type="datetime-local"
                  value={leg.departAt}
                  onChange={(event) => change(index, { departAt: event.target.value })}
                  data-testid={`leg-${index}-departAt`}
                />
                <Field.HelperText>
                  {zone ? (
                    <FormattedMessage id="booking.localTimeAt" values={{ airport: leg.from!.code, zone }} />
                  ) : (
                    <FormattedMessage id="booking.localTimeHint" />
                  )}
                </Field.HelperText>
                {errors[`legs[${index}].departAt`] && (
                  <Field.ErrorText>
                    <FormattedMessage id={errors[`legs[${index}].departAt`]!} />
                  </Field.ErrorText>
                )}
              </Field.Root>
            </Grid>
            {multi && draft.legs.length > 2 && (
              <Button
                mt="3"
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => onLegsChange(draft.legs.filter((_, i) => i !== index))}
                aria-label={intl.formatMessage({ id: "booking.removeLegOf" }, { number: index + 1 })}
              >
                <FormattedMessage id="booking.removeLeg" />
              </Button>
            )}
          </Box>
        );
      })}
      {errors.legs && (
        <Text color="fg.error" fontSize="sm" role="alert">
          <FormattedMessage id={errors.legs} />
        </Text>
      )}
      {multi && draft.legs.length < MAX_LEGS && (
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => onLegsChange([...draft.legs, emptyLeg(draft.legs.at(-1)?.to ?? null)])}
        >
          <FormattedMessage id="booking.addLeg" />
        </Button>
      )}
    </Stack>
  );
}
