import { Alert, Button, Field, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useEmptyLegs_CreateAlertMutation } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { useLocale } from "../../i18n/LocaleContext";
import { defineIsland } from "../../islands/island";

export const emptyLegsCreateAlertMutation = /* GraphQL */ `
  mutation EmptyLegs_CreateAlert($input: RouteAlertInput!) {
    createRouteAlert(input: $input) {
      email
    }
  }
`;

type Values = { email: string; from: string; to: string; dateFrom: string; dateTo: string };
const empty: Values = { email: "", from: "", to: "", dateFrom: "", dateTo: "" };

const fields: readonly { name: keyof Values; label: MessageId; type: string; autoComplete?: string }[] = [
  { name: "email", label: "emptyLegs.alert.email", type: "email", autoComplete: "email" },
  { name: "from", label: "emptyLegs.filter.from", type: "text" },
  { name: "to", label: "emptyLegs.filter.to", type: "text" },
  { name: "dateFrom", label: "emptyLegs.filter.dateFrom", type: "date" },
  { name: "dateTo", label: "emptyLegs.filter.dateTo", type: "date" },
];

/**
 * A visitor saves a route alert: the server emails a link to confirm it (double opt-in) and nothing
 * else is sent until then; the answer is the same whatever the address had before.
 */
export function RouteAlertForm() {
  const { locale } = useLocale();
  const [values, setValues] = useState<Values>(empty);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [create, { loading }] = useEmptyLegs_CreateAlertMutation();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    setFailed(false);
    try {
      const { data } = await create({
        variables: {
          input: {
            email: values.email,
            from: values.from || null,
            to: values.to || null,
            dateFrom: values.dateFrom || null,
            dateTo: values.dateTo || null,
            locale,
          },
        },
      });
      setSentTo(data!.createRouteAlert.email);
      setValues(empty);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby="route-alert-title"
      bg="white"
      p="6"
      borderRadius="md"
      borderWidth="1px"
    >
      <Heading id="route-alert-title" as="h2" fontSize="2xl" fontWeight="normal">
        <FormattedMessage id="emptyLegs.alert.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="emptyLegs.alert.intro" />
      </Text>
      {sentTo && (
        <Alert.Root status="success" data-testid="route-alert-sent" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="emptyLegs.alert.sent" values={{ email: sentTo }} />
          </Alert.Title>
        </Alert.Root>
      )}
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="emptyLegs.alert.failed" />
          </Alert.Title>
        </Alert.Root>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="route-alert-title">
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="4" alignItems="end">
          {fields.map((field) => (
            <Field.Root key={field.name} required={field.name === "email"}>
              <Field.Label>
                <FormattedMessage id={field.label} />
                {field.name === "email" && <Field.RequiredIndicator />}
              </Field.Label>
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                data-testid={`route-alert-${field.name}`}
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <Button type="submit" mt="4" colorPalette="gold" loading={loading} data-testid="route-alert-submit">
          <FormattedMessage id="emptyLegs.alert.submit" />
        </Button>
      </form>
    </Stack>
  );
}

// Below the list: its code loads as it scrolls into view, or when first touched.
export const RouteAlertFormIsland = defineIsland("route-alert-form", RouteAlertForm, "visible");
