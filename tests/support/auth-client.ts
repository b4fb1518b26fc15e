import { AuthClient, type GoTrueClient } from "@supabase/auth-js";

/**
 * The official Supabase client against our /auth/v1, with an in-memory session store (and another
 * fetch, e.g. a browser's; or a client address of its own, `X-Forwarded-For`, so per-IP limits
 * stay apart between tests).
 */
export function authClient(
  serverUrl: string,
  flowType: "implicit" | "pkce" = "implicit",
  fetch?: typeof globalThis.fetch,
  ip?: string,
): GoTrueClient {
  const memory = new Map<string, string>();
  return new AuthClient({
    url: `${serverUrl}/auth/v1`,
    storageKey: `test-${Math.random().toString(36).slice(2)}`,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    flowType,
    ...(fetch ? { fetch } : {}),
    ...(ip ? { headers: { "X-Forwarded-For": ip } } : {}),
  });
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** The official client speaking from its own address (see authClient). */
export const authClientAt = (serverUrl: string, ip: string) => authClient(serverUrl, "implicit", undefined, ip);

/**
 * A new client address under 10.`block`.0.0/16 at each call. Each client speaks from its own (the
 * server trusts X-Forwarded-For from loopback), so per-IP limits stay apart between tests.
 */
export function clientAddresses(block: number): () => string {
  let count = 0;
  return () => {
    count++;
    return `10.${block}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
