import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { badInputFields, hasErrorCode, isEmail } from "../../ui/components/form/fieldErrors";
import { toaster } from "../../ui/components/toaster";
import { useAdminInviteStaffMutation, type Role } from "../../graphql/generated";
import type { MessageId } from "../../i18n/messages";
import { useLocale } from "../../i18n/LocaleContext";

type Errors = Partial<Record<"email" | "name", MessageId>>;

/** Invites a colleague by email; the invitation is written in the language this admin is using. */
export function InviteStaffForm({ onInvited }: { onInvited: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("STAFF");
  const [errors, setErrors] = useState<Errors>({});
  const [invite, { loading }] = useAdminInviteStaffMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = isEmail(email) ? {} : { email: "admin.invite.emailInvalid" };
    setErrors(found);
    if (found.email) return;
    try {
      await invite({ variables: { email: email.trim(), role, name: name.trim() || null, locale } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: "admin.invite.sent" }, { email: email.trim() }),
      });
      setEmail("");
      setName("");
      onInvited();
    } catch (error) {
      const fields = badInputFields(error);
      const conflict = hasErrorCode(error, "CONFLICT");
      if (conflict) setErrors({ email: "admin.invite.alreadyRegistered" });
      else if (fields.length)
        setErrors({
          email: fields.includes("email") ? "admin.invite.emailInvalid" : undefined,
          name: fields.includes("name") ? "admin.invite.nameTooLong" : undefined,
        });
      else
        toaster.create({
          type: "error",
          closable: true,
          title: intl.formatMessage({ id: "admin.users.actionFailed" }),
        });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="invite-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="invite-title" size="lg">
            <FormattedMessage id="admin.invite.title" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="admin.invite.body" />
          </Text>
        </Stack>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" alignItems="end">
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>
                <FormattedMessage id="admin.invite.email" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
              {errors.email && <Field.ErrorText>{intl.formatMessage({ id: errors.email })}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.name)}>
              <Field.Label>
                <FormattedMessage id="admin.invite.name" />
              </Field.Label>
              <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
              {errors.name && <Field.ErrorText>{intl.formatMessage({ id: errors.name })}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>
                <FormattedMessage id="admin.invite.role" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value as Role)}>
                  <option value="STAFF">{intl.formatMessage({ id: "role.STAFF" })}</option>
                  <option value="ADMIN">{intl.formatMessage({ id: "role.ADMIN" })}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" colorPalette="gold" loading={loading}>
              <FormattedMessage id="admin.invite.submit" />
            </Button>
          </SimpleGrid>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
