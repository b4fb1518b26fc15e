import type { OperationVariables } from "@apollo/client";
import type { useSuspenseQuery } from "@apollo/client/react";

// The module graphql-codegen's typescript-react-apollo (v5, the newest) imports its hooks from.
// That plugin still writes Apollo Client 3 type names: Apollo 4 keeps most of them as aliases
// in @apollo/client/react, and this file supplies the one whose shape no longer fits the
// generated skipToken overload of use…SuspenseQuery.
export * from "@apollo/client/react";

export type UseSuspenseQueryResult<
  TData = unknown,
  TVariables extends OperationVariables = OperationVariables,
> = useSuspenseQuery.Result<NonNullable<TData>, TVariables>;
