import type { ModuleContext } from "../../core/transport/module-context.js";
import type { UserLoaders } from "../users/index.js";
import type { AgreementLoaders } from "./agreement-loaders.js";
import type { AgreementsService } from "./agreements.service.js";

/** What the agreements' resolvers read of an operation's context. */
export type AgreementsContext = ModuleContext<
  { agreements: AgreementsService },
  AgreementLoaders & Pick<UserLoaders, "user">
>;
