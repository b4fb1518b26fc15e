import type { ModuleContext } from "../../core/transport/module-context.js";
import type { AccountService } from "./account.service.js";

/** What the account's resolver reads of an operation's context. */
export type AccountContext = ModuleContext<{ account: AccountService }>;
