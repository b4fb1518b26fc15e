import { factorsOf, identitiesOf, type Db, type FactorRow, type IdentityRow, type UserRow } from "./store.js";

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : undefined);

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    email: identity.email ?? undefined,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    phone: factor.factor_type === "phone" ? factor.phone : "",
    last_challenged_at: iso(factor.last_challenged_at),
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  };
}

/** The User object of Supabase Auth; our role travels in app_metadata.role. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email ?? "",
    phone: user.phone,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    // Present only while an email change waits for its link, as in Supabase Auth.
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at) }
      : {}),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: appMetadata(user, identities),
    user_metadata: user.user_metadata,
    identities: identities.map(identityJson),
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export function appMetadata(user: UserRow, identities: IdentityRow[]) {
  const providers = [...new Set(identities.map((i) => i.provider))];
  return {
    ...user.app_metadata,
    provider: (user.app_metadata.provider as string | undefined) ?? providers[0] ?? "email",
    // An anonymous account has no identity: its app_metadata names its provider.
    providers: providers.length ? providers : ((user.app_metadata.providers as string[] | undefined) ?? ["email"]),
    role: user.role,
  };
}

/** A user's User object, its identities and factors read from `db`. */
export async function userPayload(db: Db, user: UserRow) {
  const identities = await identitiesOf(db, user.id);
  const factors = await factorsOf(db, user.id);
  return userJson(user, identities, factors);
}
