// What the GraphQL layer composes of the account: its resolver and the context it reads. (Its
// download, GET /api/account/data.json, is account.router.ts, which the app mounts.)

import { AccountResolver } from "./account.resolver.js";

export type { AccountContext } from "./account.context.js";
export const resolvers = [AccountResolver] as const;
