// The answers the entry asked for before the app started (firstData.ts), kept until the Apollo
// client takes them (firstDataLink.ts). Plain data, no GraphQL library: both sides share this module.

/** An answer asked for early, with what it was asked with. */
export interface EarlyAnswer {
  query: string;
  /** canonicalVariables() of the variables sent. */
  variables: string;
  token: string;
  /** The parsed body, or null when the request failed (then the app asks again itself). */
  body: Promise<{ data?: unknown; errors?: unknown } | null>;
}

const early = new Map<string, EarlyAnswer>();

/** The same form for the page's variables and ours: keys sorted, undefined left out. */
export function canonicalVariables(variables: Record<string, unknown> | undefined): string {
  return JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).toSorted(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

export function keepEarlyAnswer(operationName: string, answer: EarlyAnswer): void {
  early.set(operationName, answer);
}

/** The early answer to an operation, once: later requests (a refetch, the live updates) go to the server. */
export function takeEarlyAnswer(operationName: string): EarlyAnswer | undefined {
  const answer = early.get(operationName);
  early.delete(operationName);
  return answer;
}
