import { ApolloLink } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { from, mergeMap, of } from "rxjs";
import { canonicalVariables, takeEarlyAnswer } from "./earlyAnswers";

const bearerToken = (headers: unknown) =>
  (headers as Record<string, string> | undefined)?.authorization?.replace(/^Bearer /, "") ?? null;

/**
 * Sits after the auth link: a query asked for early (firstData.ts) is answered from that request when
 * it is the same query, with the same variables, for the same token; anything else, or an early
 * request that failed or came back with errors, goes to the server as usual.
 */
export const firstDataLink = new ApolloLink((operation, forward) => {
  const answer = operation.operationName ? takeEarlyAnswer(operation.operationName) : undefined;
  if (
    !answer ||
    answer.query !== print(operation.query) ||
    answer.variables !== canonicalVariables(operation.variables) ||
    answer.token !== bearerToken(operation.getContext().headers)
  )
    return forward(operation);
  return from(answer.body).pipe(
    mergeMap((body) => (body && body.data && !body.errors ? of(body as ApolloLink.Result) : forward(operation))),
  );
});
