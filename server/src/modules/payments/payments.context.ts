import type { ModuleContext } from "../../core/transport/module-context.js";
import type { UserLoaders } from "../users/index.js";
import type { PaymentLoaders } from "./payment-loaders.js";
import type { PaymentsService } from "./payments.service.js";

/** What the payments' resolvers read of an operation's context. */
export type PaymentsContext = ModuleContext<{ payments: PaymentsService }, PaymentLoaders & Pick<UserLoaders, "user">>;
