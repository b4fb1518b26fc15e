import { Ctx, Directive, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../graphql/context.js";
import { Program } from "./program.type.js";

@Resolver(() => Program)
export class ProgramsResolver {
  @Directive("@public")
  @Query(() => [Program], { description: "The three charter programmes in display order." })
  programs(@Ctx() ctx: GraphQLContext): Promise<Program[]> {
    return ctx.services.programs.list();
  }
}
