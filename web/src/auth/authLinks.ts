// What Supabase Auth appends to a redirect that went wrong, and what PKCE leaves behind.
export const authLinkParams = ["error", "error_code", "error_description", "code", "sb_flow_id"] as const;

/** Whether the address carries an emailed link's or Google's answer (in the query or the fragment). */
export function carriesAuthLink({ search, hash }: { search: string; hash: string }): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.slice(1));
  return authLinkParams.some((name) => query.has(name) || fragment.has(name)) || fragment.has("access_token");
}
