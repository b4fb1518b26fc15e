import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  GraphQLSchema,
  type GraphQLFieldConfig,
} from "graphql";
import { type GraphQLContext } from "./context.js";
import { RoleRank } from "../core/viewer.js";
import { assertAllowed, type Guard } from "../core/transport/guard.js";

// Every root field must say who may call it, in the schema itself: `@public` or `@auth(requires: ROLE)`.

const ROLE_NAMES = Object.keys(RoleRank).filter((k) => Number.isNaN(Number(k))) as (keyof typeof RoleRank)[];

function roleEnum(schema: GraphQLSchema): GraphQLEnumType {
  const existing = schema.getType("Role");
  if (existing instanceof GraphQLEnumType) return existing;
  return new GraphQLEnumType({
    name: "Role",
    description: "What a signed-in user may do. ADMIN can do all that STAFF can, STAFF all that CUSTOMER can.",
    values: Object.fromEntries(ROLE_NAMES.map((name) => [name, { value: name }])),
  });
}

/** Adds the @public and @auth directive definitions to a schema built by type-graphql. */
export function withGuardDirectives(schema: GraphQLSchema): GraphQLSchema {
  const role = roleEnum(schema);
  const config = schema.toConfig();
  const publicDirective = new GraphQLDirective({
    name: "public",
    description: "Anyone may call this field, signed in or not.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
  });
  const authDirective = new GraphQLDirective({
    name: "auth",
    description: "Only signed-in users with at least this role may call this field.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: { requires: { type: new GraphQLNonNull(role) } },
  });
  return new GraphQLSchema({
    ...config,
    types: config.types.some((t) => t.name === "Role") ? config.types : [...config.types, role],
    directives: [...config.directives, publicDirective, authDirective],
  });
}

/** The guard a root field declares, or null when it declares none (or both). */
export function guardOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): Guard | null {
  const isPublic = getDirective(schema, field, "public")?.length;
  const auth = getDirective(schema, field, "auth")?.[0] as { requires: string } | undefined;
  if (isPublic && auth) return null;
  if (isPublic) return { kind: "public" };
  if (auth) return { kind: "auth", requires: auth.requires as keyof typeof RoleRank };
  return null;
}

/**
 * Wraps every root field's resolver (and subscribe) with its guard. A root field without exactly
 * one guard directive stops the schema from building: access is never left open by omission.
 */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const guard = guardOf(schema, field);
      if (!guard) throw new Error(`${typeName}.${fieldName} needs exactly one of @public or @auth(requires: ROLE)`);
      if (guard.kind === "public") return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const wrapped: GraphQLFieldConfig<unknown, GraphQLContext> = {
        ...field,
        resolve: (source, args, ctx, info) => {
          assertAllowed(guard, ctx.signedIn);
          return resolve(source, args, ctx, info);
        },
      };
      if (field.subscribe) {
        const subscribe = field.subscribe;
        wrapped.subscribe = (source, args, ctx, info) => {
          assertAllowed(guard, ctx.signedIn);
          return subscribe(source, args, ctx, info);
        };
      }
      return wrapped;
    },
  });
}
