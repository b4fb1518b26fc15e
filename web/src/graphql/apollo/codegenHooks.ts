import type { DocumentNode, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useSuspenseQuery as apolloUseSuspenseQuery, type SkipToken } from "@apollo/client/react";

// The module graphql-codegen's typescript-react-apollo (v5, the newest) imports its hooks from.
// That plugin still writes Apollo Client 3 type names: Apollo 4 keeps most of them as aliases
// in @apollo/client/react, and this file supplies the one whose shape no longer fits the
// generated skipToken overload of use…SuspenseQuery.
export * from "@apollo/client/react";

export type UseSuspenseQueryResult<
  TData = unknown,
  TVariables extends OperationVariables = OperationVariables,
> = apolloUseSuspenseQuery.Result<NonNullable<TData>, TVariables>;

/**
 * The generated use…SuspenseQuery hooks take `variables` as optional even for operations that
 * require them, which Apollo 4's overloads refuse. The same hook, typed loosely for them; the app's
 * own code calls the use…Query hooks, whose required variables the generator does enforce.
 */
export const useSuspenseQuery = apolloUseSuspenseQuery as <TData, TVariables extends OperationVariables>(
  query: DocumentNode | TypedDocumentNode<TData, TVariables>,
  options?: SkipToken | Partial<apolloUseSuspenseQuery.Options<TVariables>>,
) => apolloUseSuspenseQuery.Result<NonNullable<TData>, TVariables>;
