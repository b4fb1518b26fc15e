/** Anything that runs SQL: the DataSource, an EntityManager or QueryRunner inside a transaction. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}
