// Written by the app's build (web/build/firstQueries.ts) from firstRequests.ts: per page path, the
// queries its first render sends, printed as Apollo's cache sends them.
declare module "virtual:first-queries" {
  const firstQueries: Record<string, { operationName: string; query: string; variables: Record<string, unknown> }[]>;
  export default firstQueries;
}
