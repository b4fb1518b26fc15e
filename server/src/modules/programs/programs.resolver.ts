import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { Program } from "./program.js";
import { ProgramObject } from "./program.type.js";
import type { ProgramsContext } from "./programs.context.js";

@Resolver(() => ProgramObject)
export class ProgramsResolver {
  @Directive("@public")
  @Query(() => [ProgramObject], { description: "The three charter programmes in display order." })
  programs(@Ctx() ctx: ProgramsContext): Promise<Program[]> {
    return ctx.services.programs.list();
  }
}
