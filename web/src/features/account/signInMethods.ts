import type { UserIdentity } from "@supabase/auth-js";
import type { MessageId } from "../../i18n/messages";

const providerLabels: Record<string, MessageId> = {
  email: "account.provider.email",
  google: "account.provider.google",
};

/** The user's ways in, one per provider, in the order they were added. */
export function signInMethods(
  identities: readonly UserIdentity[] | undefined,
): { provider: string; label: MessageId | null }[] {
  const providers = [...new Set((identities ?? []).map((identity) => identity.provider))];
  return providers.map((provider) => ({ provider, label: providerLabels[provider] ?? null }));
}
