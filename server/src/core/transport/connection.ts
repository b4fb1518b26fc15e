import { Field, Int, ObjectType, registerEnumType, type ClassType } from "type-graphql";
import { SortDirection, type ConnectionShape, type Edge, type PageInfoShape } from "../pagination.js";

// The GraphQL side of core/pagination.ts: the connection types a paged list answers with.

@ObjectType("PageInfo", { description: "Where a page ends: pass `endCursor` as `after` for the next one." })
export class PageInfo implements PageInfoShape {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "The cursor of the page's last edge; null for an empty page." })
  endCursor!: string | null;
}

/** The GraphQL `<Name>Connection` base (edges, pageInfo, totalCount) over `<Name>Edge` for a node type. */
export function Connection<T extends object>(name: string, node: ClassType<T>) {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.` })
  class EdgeType implements Edge<T> {
    @Field(() => String)
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  // Not emitted itself (no resolver returns it): only the named subclasses are.
  @ObjectType()
  abstract class ConnectionType implements ConnectionShape<T> {
    @Field(() => [EdgeType])
    edges!: EdgeType[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: "How many match the filter, on all pages." })
    totalCount!: number;
  }
  return ConnectionType;
}

// Registered here, where the inputs that sort take it from.
export { SortDirection };
registerEnumType(SortDirection, {
  name: "SortDirection",
  description: "Ascending (smallest, oldest first) or descending.",
});
