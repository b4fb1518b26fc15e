import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { customRangeProblem, isPreset, rangePresets, type RangeChoice, type ResolvedRange } from "./dateRange";

interface RangePickerProps {
  choice: RangeChoice;
  resolved: ResolvedRange;
  onChange: (choice: RangeChoice) => void;
}

/** Presets change the range at once; a custom range waits for Apply, so half-typed dates never load. */
export function RangePicker({ choice, resolved, onChange }: RangePickerProps) {
  const intl = useIntl();
  const [custom, setCustom] = useState(choice.preset === "custom");
  const [from, setFrom] = useState(resolved.firstDay);
  const [to, setTo] = useState(resolved.lastDay);
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>(null);
  const day = (d: string) => intl.formatDate(`${d}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });

  const choose = (value: string) => {
    if (isPreset(value)) {
      setCustom(false);
      setProblem(null);
      onChange({ preset: value });
      return;
    }
    // Custom starts from the range on screen, so adjusting one end is one edit.
    setCustom(true);
    setFrom(resolved.firstDay);
    setTo(resolved.lastDay);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ preset: "custom", from, to });
  };

  return (
    <Stack as="form" onSubmit={apply} gap="3" aria-labelledby="analytics-range-label">
      <HStack gap="4" align="end" flexWrap="wrap">
        <Field.Root width="auto">
          <Field.Label id="analytics-range-label">
            <FormattedMessage id="analytics.range.label" />
          </Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              value={custom ? "custom" : choice.preset}
              onChange={(event) => choose(event.currentTarget.value)}
            >
              {rangePresets.map((preset) => (
                <option key={preset} value={preset}>
                  {intl.formatMessage({ id: `analytics.range.${preset}` as "analytics.range.30d" })}
                </option>
              ))}
              <option value="custom">{intl.formatMessage({ id: "analytics.range.custom" })}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {custom && (
          <>
            <Field.Root width="auto" invalid={Boolean(problem)}>
              <Field.Label>
                <FormattedMessage id="analytics.range.from" />
              </Field.Label>
              <Input
                size="sm"
                type="date"
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                required
              />
            </Field.Root>
            <Field.Root width="auto" invalid={Boolean(problem)}>
              <Field.Label>
                <FormattedMessage id="analytics.range.to" />
              </Field.Label>
              <Input size="sm" type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} required />
            </Field.Root>
            <Button size="sm" type="submit" colorPalette="navy">
              <FormattedMessage id="analytics.range.apply" />
            </Button>
          </>
        )}
      </HStack>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          <FormattedMessage
            id={problem === "order" ? "analytics.range.orderProblem" : "analytics.range.tooLongProblem"}
          />
        </Text>
      )}
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        <FormattedMessage
          id="analytics.range.showing"
          values={{ from: day(resolved.firstDay), to: day(resolved.lastDay) }}
        />
      </Text>
    </Stack>
  );
}
