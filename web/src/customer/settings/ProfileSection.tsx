import { Button, Input } from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { hasErrors, type FieldErrors } from "../../auth/validation";
import { useSession } from "../../auth/SessionContext";
import { AccountCard } from "../../features/account";
import { AuthField, AuthForm, useAuthToasts } from "../../features/auth";
import { validateProfile } from "./settingsValidation";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Name and phone, kept on the account (user_metadata) where the dashboard and quotes read them. */
export function ProfileSection() {
  const { client, user } = useSession();
  const apollo = useApolloClient();
  const toasts = useAuthToasts();
  const [name, setName] = useState(text(user?.user_metadata.name));
  const [phone, setPhone] = useState(text(user?.user_metadata.phone));
  const [errors, setErrors] = useState<FieldErrors<"name" | "phone">>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateProfile({ name, phone });
    setErrors(problems);
    if (hasErrors(problems)) return;
    setSaving(true);
    const { error } = await client.updateUser({ data: { name: name.trim(), phone: phone.trim() || null } });
    setSaving(false);
    if (error) return toasts.error(error, "settings.saveFailed");
    // The greeting and the booking form's prefill read the name through the API.
    await apollo.refetchQueries({ include: "active" });
    toasts.success("settings.profile.saved");
  }

  return (
    <AccountCard id="settings-profile-title" title={<FormattedMessage id="settings.profile.title" />}>
      <AuthForm onSubmit={onSubmit} labelledBy="settings-profile-title">
        <AuthField label="auth.field.name" error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={120} />
        </AuthField>
        <AuthField
          label="settings.profile.phone"
          error={errors.phone}
          required={false}
          helper="settings.profile.phoneHelp"
        >
          <Input
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            autoComplete="tel"
            maxLength={24}
            dir="ltr"
          />
        </AuthField>
        <Button type="submit" colorPalette="navy" alignSelf="start" loading={saving}>
          <FormattedMessage id="settings.save" />
        </Button>
      </AuthForm>
    </AccountCard>
  );
}
