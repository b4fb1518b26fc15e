import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { Viewer } from "../core/viewer.js";

// graphql-ws runs every subscriber's operation once per event. A live board open in a thousand
// tabs is a thousand runs of the same selection over the same event for a handful of people: here
// an event's result is worked out once per operation (document, operation name, variables) and
// session, and every subscriber with that operation and session is sent the same result.

type Result = ExecutionResult | Promise<ExecutionResult>;

/** Who an operation's result depends on: the session, with everything the guards read of it. */
function viewerKey(viewer: Viewer | null): string {
  if (!viewer) return "anonymous";
  const { sessionId, userId, role, aal, owesSecondFactor, staffMfaSatisfied } = viewer;
  return `${sessionId}:${userId}:${role}:${aal}:${owesSecondFactor}:${staffMfaSatisfied}`;
}

/** Maps each event of `source` through `map`; completing the result completes the source at once. */
function mapEvents<T>(source: AsyncIterator<T>, map: (event: T) => Result): AsyncIterableIterator<ExecutionResult> {
  return {
    async next() {
      const step = await source.next();
      if (step.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await map(step.value) };
      } catch (error) {
        await source.return?.();
        throw error;
      }
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql-ws's `subscribe` (graphql-js's, whose results it shares). `viewerOf` reads the viewer
 * from an operation's context. Documents are told apart by identity: the socket's parser hands the
 * same document for the same text (armor.ts).
 */
export function subscribeSharingResults(viewerOf: (context: unknown) => Viewer | null) {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  // Per event object (the PubSub hands every subscriber of this process the same one).
  const results = new WeakMap<object, Map<string, Result>>();

  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    let documentId = documentIds.get(args.document);
    if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId++));
    const key = [
      documentId,
      args.operationName ?? "",
      JSON.stringify(args.variableValues ?? {}),
      viewerKey(viewerOf(args.contextValue)),
    ].join("|");
    const run = (event: unknown) => execute({ ...args, rootValue: event });
    return mapEvents(stream[Symbol.asyncIterator](), (event) => {
      if (typeof event !== "object" || event === null) return run(event);
      let byOperation = results.get(event);
      if (!byOperation) results.set(event, (byOperation = new Map()));
      let result = byOperation.get(key);
      if (!result) byOperation.set(key, (result = run(event)));
      return result;
    });
  };
}
