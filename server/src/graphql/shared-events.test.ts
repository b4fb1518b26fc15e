import {
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionArgs,
  type ExecutionResult,
} from "graphql";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../core/viewer.js";
import { subscribeSharingResults } from "./shared-events.js";

/** A feed every subscription listens to, handing each the same event object, like the PubSub. */
function feed() {
  const waiting = new Set<(event: { n: number }) => void>();
  let open = 0;
  const stream = (): AsyncIterator<{ n: number }> => {
    open++;
    return {
      next: () => new Promise((resolve) => waiting.add((event) => resolve({ done: false, value: event }))),
      return: () => {
        open--;
        return Promise.resolve({ done: true, value: undefined });
      },
    };
  };
  const publish = (event: { n: number }) => {
    const listeners = [...waiting];
    waiting.clear();
    for (const listener of listeners) listener(event);
  };
  return { stream, publish, open: () => open };
}

function schemaFor(events: ReturnType<typeof feed>, runs: string[]) {
  const Tick = new GraphQLObjectType({
    name: "Tick",
    fields: {
      n: { type: GraphQLInt },
      // What depends on who asks, as allowedStatuses and unreadMessages do.
      seenBy: {
        type: GraphQLString,
        resolve: (_tick, _args, context: { viewer: Viewer | null }) => {
          runs.push(context.viewer?.userId ?? "anonymous");
          return context.viewer?.userId ?? "anonymous";
        },
      },
    },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLInt } } }),
    subscription: new GraphQLObjectType({
      name: "Subscription",
      fields: {
        ticks: {
          type: Tick,
          subscribe: () => ({ [Symbol.asyncIterator]: events.stream }),
          resolve: (event: { n: number }) => event,
        },
      },
    }),
  });
}

const viewer = (userId: string) =>
  ({
    userId,
    sessionId: `session-${userId}`,
    email: `${userId}@example.com`,
    role: "STAFF",
    aal: "aal2",
    owesSecondFactor: false,
    staffMfaSatisfied: true,
    expiresAt: 0,
  }) as Viewer;

describe("subscribeSharingResults", () => {
  const document = parse("subscription { ticks { n seenBy } }");

  async function start(events: ReturnType<typeof feed>, runs: string[]) {
    const subscribe = subscribeSharingResults((context) => (context as { viewer: Viewer | null }).viewer);
    const schema = schemaFor(events, runs);
    const open = async (who: Viewer | null) =>
      (await subscribe({
        schema,
        document,
        contextValue: { viewer: who },
      } as ExecutionArgs)) as AsyncIterableIterator<ExecutionResult>;
    return open;
  }

  it("runs an event's selection once per session and hands every subscriber of that session the same result", async () => {
    const events = feed();
    const runs: string[] = [];
    const open = await start(events, runs);
    const [first, second, other] = await Promise.all([open(viewer("ana")), open(viewer("ana")), open(viewer("ben"))]);
    const next = Promise.all([first.next(), second.next(), other.next()]);
    events.publish({ n: 1 });
    const [a, b, c] = await next;
    expect(a.value).toEqual({ data: { ticks: { n: 1, seenBy: "ana" } } });
    expect(b.value).toBe(a.value);
    expect(c.value).toEqual({ data: { ticks: { n: 1, seenBy: "ben" } } });
    expect(runs.toSorted()).toEqual(["ana", "ben"]);

    // The next event is worked out afresh.
    const again = Promise.all([first.next(), other.next()]);
    events.publish({ n: 2 });
    expect((await again).map((step) => step.value)).toEqual([
      { data: { ticks: { n: 2, seenBy: "ana" } } },
      { data: { ticks: { n: 2, seenBy: "ben" } } },
    ]);
  });

  it("ends a subscription's stream as soon as it is completed, even while waiting for an event", async () => {
    const events = feed();
    const open = await start(events, []);
    const subscription = await open(null);
    void subscription.next();
    expect(events.open()).toBe(1);
    await subscription.return!();
    expect(events.open()).toBe(0);
  });

  it("answers an operation that cannot subscribe with its errors, as graphql-js does", async () => {
    const subscribe = subscribeSharingResults(() => null);
    const schema = schemaFor(feed(), []);
    const result = await subscribe({ schema, document: parse("subscription { nope }") } as ExecutionArgs);
    expect(result).toMatchObject({ errors: [{ message: expect.stringContaining("nope") as string }] });
  });
});
