import { Box, Button, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { localeOptions } from "../../i18n/locales";
import { useLocale } from "../../i18n/LocaleContext";
import { FormField } from "../../ui/components/form/FormField";
import { TextField } from "../../ui/components/form/TextField";
import { badInputFields, isEmail } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { LegChoice, legsWithSeats } from "./LegChoice";
import type { usePassengers } from "./usePassengers";

// The form says what is wrong beside each field in the page's language, not in the browser's bubbles.
const validatedHere = { noValidate: true };

interface InvitePassengerFormProps {
  bookingId: string;
  legs: readonly { position: number; from: string; to: string; unnamedSeats: number }[];
  invite: ReturnType<typeof usePassengers>["invite"];
  busy: boolean;
  onDone: () => void;
}

/** The booker asks a passenger to enter their own details: an email with a link that works once, in the language chosen. */
export function InvitePassengerForm({ bookingId, legs, invite, busy, onDone }: InvitePassengerFormProps) {
  const intl = useIntl();
  const [chosenLegs, setChosenLegs] = useState(() => legsWithSeats(legs));
  const [email, setEmail] = useState("");
  const [locale, setLocale] = useState<string>(useLocale().locale);
  const [refused, setRefused] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email)) return setRefused(["input.email"]);
    setRefused([]);
    try {
      await invite({ variables: { input: { bookingId, legs: chosenLegs, email: email.trim(), locale } } });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "passengers.invited" }, { email }) });
      onDone();
    } catch (error) {
      const fields = badInputFields(error);
      setRefused(fields);
      if (!fields.length)
        toaster.create({ type: "error", closable: true, title: intl.formatMessage({ id: "passengers.changeFailed" }) });
    }
  }

  return (
    <Box
      as="form"
      {...validatedHere}
      borderWidth="1px"
      rounded="xl"
      p={{ base: "4", md: "6" }}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="passengers.inviteIntro" />
        </Text>
        <LegChoice legs={legs} value={chosenLegs} onChange={setChosenLegs} error={refused.includes("input.legs")} />
        <TextField
          label="passengers.inviteEmail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          required
          error={refused.includes("input.email") ? "passengers.error.email" : undefined}
        />
        <FormField label={<FormattedMessage id="passengers.inviteLanguage" />}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...control} value={locale} onChange={(event) => setLocale(event.target.value)}>
                {localeOptions.map((option) => (
                  <option key={option.code} value={option.code} lang={option.code}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <HStack gap="3">
          <Button type="submit" colorPalette="gold" loading={busy} data-testid="send-passenger-link">
            <FormattedMessage id="passengers.inviteSend" />
          </Button>
          <Button variant="outline" onClick={onDone}>
            <FormattedMessage id="passengers.cancel" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
