import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { DriverUtils } from "typeorm/driver/DriverUtils.js";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata.js";
import { badInput, type FieldProblem } from "./errors.js";
import { isUuid } from "./ids.js";

// Relay-style connections with opaque keyset cursors. A cursor is base64url JSON of the sort it
// belongs to and the row's sort keys (ending in created_at, id): the next page starts strictly
// after that row in that order, so rows added meanwhile never shift or repeat a page.

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Where a page ends (the GraphQL PageInfo). */
export interface PageInfoShape {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  pageInfo: PageInfoShape;
  totalCount: number;
}

/** The kinds of value a sort key holds; the cursor is checked against them before reaching SQL. */
export type KeyKind = "int" | "text" | "timestamp" | "uuid";
export type KeyValue = number | string;

function validKey(kind: KeyKind, value: unknown): boolean {
  if (kind === "int") return typeof value === "number" && Number.isSafeInteger(value);
  if (kind === "uuid") return typeof value === "string" && isUuid(value);
  if (kind === "text") return typeof value === "string" && value.length <= 1000;
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

export function encodeCursor(sort: string, keys: KeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: keys })).toString("base64url");
}

/** The keys in a cursor made for `sort`, or null when it is not one (other sort, tampered, garbage). */
export function decodeCursor(cursor: string, sort: string, kinds: readonly KeyKind[]): KeyValue[] | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { s?: unknown; k?: unknown };
    if (parsed.s !== sort || !Array.isArray(parsed.k) || parsed.k.length !== kinds.length) return null;
    return parsed.k.every((value, i) => validKey(kinds[i]!, value)) ? (parsed.k as KeyValue[]) : null;
  } catch {
    return null;
  }
}

/** A sort: the columns (query-builder paths, last ones created_at and id) with their key kinds, one direction. */
export interface KeysetSort<Row> {
  /** Names the sort in cursors, e.g. "lead:SCORE:DESC". */
  name: string;
  columns: readonly { path: string; kind: KeyKind; cast: string }[];
  direction: "ASC" | "DESC";
  keysOf(row: Row): KeyValue[];
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** Checks `first` (default 20, 1–100) and `after`; BAD_USER_INPUT naming the argument otherwise. */
export function checkPageArgs<Row>(args: PageArgs, sort: KeysetSort<Row>): { limit: number; after: KeyValue[] | null } {
  const problems: FieldProblem[] = [];
  const limit = args.first ?? PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_SIZE_MAX)
    problems.push({ field: "first", message: `Must be from 1 to ${PAGE_SIZE_MAX}.` });
  let after: KeyValue[] | null = null;
  if (args.after != null) {
    after = decodeCursor(
      args.after,
      sort.name,
      sort.columns.map((c) => c.kind),
    );
    if (!after)
      problems.push({
        field: "after",
        message: "Not a cursor of this list and order: pass an endCursor this query returned.",
      });
  }
  if (problems.length) throw badInput(problems);
  return { limit, after };
}

/**
 * One page of a filtered query: the total (without the cursor), then up to `first` rows after the
 * cursor in the sort's order. One statement whatever the page size (two for an empty page or a joined query).
 */
export async function keysetPage<Row extends ObjectLiteral, Node>(
  query: SelectQueryBuilder<Row>,
  sort: KeysetSort<Row>,
  args: PageArgs,
  toNode: (row: Row) => Node,
): Promise<ConnectionShape<Node>> {
  return (await keysetPageWith(query, sort, args, toNode, {})).connection;
}

/** What else a page's rows carry: per name, one value per row from a SQL expression over the row. */
export type RelatedSelects = Readonly<Record<string, string>>;

export interface PageExtras {
  /** Values each row carries beside its columns (see keysetPageWith). */
  related?: RelatedSelects;
  /**
   * A SQL expression giving the total the filter matches, in place of counting the rows (e.g. a
   * count the database keeps up to date), with the query's own parameters.
   */
  total?: string;
}

/**
 * keysetPage, with `related` values fetched in the page's own statement (one per row and name,
 * e.g. a json sub-select of a child table), so a list and what it shows of each row take one
 * round trip. A joined query takes the usual way and fetches no related values.
 */
export async function keysetPageWith<Row extends ObjectLiteral, Node>(
  query: SelectQueryBuilder<Row>,
  sort: KeysetSort<Row>,
  args: PageArgs,
  toNode: (row: Row) => Node,
  extras: PageExtras,
): Promise<{ connection: ConnectionShape<Node>; related: Record<string, unknown>[] }> {
  const { limit, after } = checkPageArgs(args, sort);
  const page = query.clone();
  if (after) {
    const columns = sort.columns.map((c) => c.path).join(", ");
    const values = sort.columns.map((c, i) => `CAST(:cursor${i} AS ${c.cast})`).join(", ");
    page.andWhere(
      `(${columns}) ${sort.direction === "DESC" ? "<" : ">"} (${values})`,
      Object.fromEntries(after.map((v, i) => [`cursor${i}`, v])),
    );
  }
  sort.columns.forEach((c, i) =>
    i === 0 ? page.orderBy(c.path, sort.direction) : page.addOrderBy(c.path, sort.direction),
  );
  const { rows, totalCount, related } = await rowsAndTotal(query, page.limit(limit + 1), extras);
  // Each edge's cursor is made when asked for: lists mostly ask for pageInfo's endCursor alone.
  const edges = rows.slice(0, limit).map((row): Edge<Node> => ({
    node: toNode(row),
    get cursor() {
      return encodeCursor(sort.name, sort.keysOf(row));
    },
  }));
  return {
    connection: {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    },
    related: related.slice(0, limit),
  };
}

/**
 * The page's rows and how many rows the filter matches. Without joins no row can repeat, so the
 * total is a count(*) sub-select of the page's own statement: one round trip, not two (each costs
 * more than the count). TypeORM's getCount() (COUNT(DISTINCT id), a sort or hash of every id) is
 * kept for joined queries, and for an empty page, which has no row to carry the total.
 */
async function rowsAndTotal<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  page: SelectQueryBuilder<Row>,
  { related = {}, total }: PageExtras,
): Promise<{ rows: Row[]; totalCount: number; related: Record<string, unknown>[] }> {
  if (query.expressionMap.joinAttributes.length > 0) {
    const [totalCount, rows] = await Promise.all([query.clone().getCount(), page.getMany()]);
    return { rows, totalCount, related: rows.map(() => ({})) };
  }
  // Same parameter names as the page (it is a clone of the same query), so they bind once.
  const count = total ?? query.clone().select("count(*)").orderBy().getQuery();
  page.addSelect(`(${count})`, "page_total_count");
  const names = Object.keys(related);
  names.forEach((name, i) => page.addSelect(`(${related[name]})`, `page_related_${i}`));
  const plain = plainColumns(page);
  const { raw, rows } = plain
    ? await page.getRawMany<Record<string, unknown>>().then((raw) => ({ raw, rows: hydrate(page, plain, raw) }))
    : await page.getRawAndEntities<Record<string, unknown>>().then(({ raw, entities }) => ({ raw, rows: entities }));
  const values = raw.map((row) => Object.fromEntries(names.map((name, i) => [name, row[`page_related_${i}`]])));
  if (raw.length > 0) return { rows, totalCount: Number(raw[0]!.page_total_count), related: values };
  const row = await query.clone().select("count(*)::int", "n").orderBy().getRawOne<{ n: number }>();
  return { rows, totalCount: row?.n ?? 0, related: values };
}

type PlainColumns = (readonly [ColumnMetadata, string])[];

/** The main alias's columns and their names in raw rows; null for entities with relations or embedded columns. */
function plainColumns<Row extends ObjectLiteral>(query: SelectQueryBuilder<Row>): PlainColumns | null {
  const alias = query.expressionMap.mainAlias!;
  const { metadata } = alias;
  if (metadata.relations.length > 0 || metadata.embeddeds.length > 0) return null;
  return metadata.columns
    .filter((column) => column.isSelect && !column.isVirtualProperty)
    .map((column) => [
      column,
      DriverUtils.buildAlias(query.connection.driver, undefined, alias.name, column.databaseName),
    ]);
}

/**
 * The entities of raw rows, column by column as TypeORM's own transformer sets them (the driver's
 * conversion, the columns' transformers), without its grouping and join handling, which a query
 * without joins does not need and which cost more than the rest of a page's work in Node.
 */
function hydrate<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  columns: PlainColumns,
  raw: Record<string, unknown>[],
): Row[] {
  const { metadata } = query.expressionMap.mainAlias!;
  const { driver } = query.connection;
  return raw.map((row) => {
    const entity = metadata.create() as Row;
    for (const [column, key] of columns) {
      const value = row[key];
      if (value !== undefined) column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return entity;
  });
}

/** A column a list can be sorted on ahead of (created_at, id), and how a row gives its key. */
export interface SortColumn<Row> {
  path: string;
  kind: KeyKind;
  cast: string;
  key(row: Row): KeyValue;
}

/** Sorted on `own` (named `field` in cursors) with (created_at, id) breaking ties; on (created_at, id) alone without it. */
export function keysetSort<Row extends { createdAt: Date; id: string }>(
  alias: string,
  field: string,
  direction: "ASC" | "DESC",
  own: SortColumn<Row> | null = null,
): KeysetSort<Row> {
  const tail = [
    { path: `${alias}.createdAt`, kind: "timestamp", cast: "timestamptz" },
    { path: `${alias}.id`, kind: "uuid", cast: "uuid" },
  ] as const;
  return {
    name: `${alias}:${field}:${direction}`,
    columns: own ? [{ path: own.path, kind: own.kind, cast: own.cast }, ...tail] : tail,
    direction,
    keysOf: (row) => [...(own ? [own.key(row)] : []), row.createdAt.toISOString(), row.id],
  };
}

/** The usual sort: newest first on (created_at, id). */
export function createdSort<Row extends { createdAt: Date; id: string }>(
  alias: string,
  direction: "ASC" | "DESC" = "DESC",
): KeysetSort<Row> {
  return keysetSort(alias, "CREATED_AT", direction);
}

export enum SortDirection {
  ASC = "ASC",
  DESC = "DESC",
}
