// The answers the entry asked for before the app started (firstData.ts), kept until the Apollo
// client takes them (firstDataLink.ts, seedFirstData.ts). Plain data, no GraphQL library: both sides
// share this module.

/** The parsed body of an answer, or null when the request failed (then the app asks again itself). */
export type EarlyBody = { data?: unknown; errors?: unknown } | null;

/** An answer asked for early, with what it was asked with. */
export interface EarlyAnswer {
  query: string;
  /** canonicalVariables() of the variables sent. */
  variables: string;
  token: string;
  body: Promise<EarlyBody>;
}

interface Kept extends EarlyAnswer {
  /** performance.now() when it was asked for. */
  askedAt: number;
  /** The body once it has come (undefined until then). */
  arrived?: EarlyBody;
}

/**
 * How long an early answer stands for the page's own request: they serve the page as it opens. A
 * page opened later (the visitor went elsewhere first) asks the server itself.
 */
export const EARLY_ANSWER_MS = 10_000;

const early = new Map<string, Kept>();
/** Operations whose early answer is in the cache already (seedFirstData.ts). */
const seeded = new Set<string>();

const fresh = (answer: Kept | undefined, now: number): answer is Kept =>
  answer !== undefined && now - answer.askedAt <= EARLY_ANSWER_MS;

/** A page's address as the first requests are listed by (firstRequests.ts): no trailing slash. */
export const firstDataPath = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/** The same form for the page's variables and ours: keys sorted, undefined left out. */
export function canonicalVariables(variables: Record<string, unknown> | undefined): string {
  return JSON.stringify(variables ?? {}, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).toSorted(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

export function keepEarlyAnswer(operationName: string, answer: EarlyAnswer, now = performance.now()): void {
  const kept: Kept = { ...answer, askedAt: now };
  // A body that fails counts as a failed request: the app asks again, and never waits on it.
  kept.body = answer.body.then(
    (body) => (kept.arrived = body),
    () => (kept.arrived = null),
  );
  early.set(operationName, kept);
  seeded.delete(operationName);
}

/** The early answer to an operation, once: later requests (a refetch, the live updates) go to the server. */
export function takeEarlyAnswer(operationName: string, now = performance.now()): EarlyAnswer | undefined {
  const answer = early.get(operationName);
  early.delete(operationName);
  return fresh(answer, now) ? answer : undefined;
}

/** The body of an early answer that is still good and has come, without taking it. */
export function arrivedEarlyAnswer(
  operationName: string,
  now = performance.now(),
): { answer: EarlyAnswer; body: EarlyBody } | undefined {
  const answer = early.get(operationName);
  return fresh(answer, now) && answer.arrived !== undefined ? { answer, body: answer.arrived } : undefined;
}

/** Settles when every early answer has come (or failed). */
export function earlyAnswersArrived(): Promise<unknown> {
  return Promise.all([...early.values()].map((answer) => answer.body));
}

export function noteSeeded(operationName: string): void {
  seeded.add(operationName);
}

/**
 * Whether the cache holds this operation's early answer, asked for as this page opened: as fresh as
 * asking the server again, so a page that always asks the server may read it instead.
 */
export function seededJustNow(operationName: string, now = performance.now()): boolean {
  return seeded.has(operationName) && fresh(early.get(operationName), now);
}
