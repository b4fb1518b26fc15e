import type { ModuleContext } from "../../core/transport/module-context.js";
import type { UserLoaders } from "../users/index.js";
import type { TestimonialsService } from "./testimonials.service.js";

/** What the testimonials' resolvers read of an operation's context. */
export type TestimonialsContext = ModuleContext<{ testimonials: TestimonialsService }, UserLoaders>;
