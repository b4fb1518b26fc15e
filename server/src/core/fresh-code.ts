import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, QueryDeepPartialEntity } from "typeorm";

// Short codes people read (references, confirmation and referral codes) are drawn at random and
// can clash with one already taken: another draw settles it, and five clashes in a row mean
// something else is wrong.
export const FRESH_CODE_ATTEMPTS = 5;

/** The first non-null answer of `attempt` (each draws a new code), or an error naming `what` after five. */
export async function withFreshCode<T>(what: string, attempt: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < FRESH_CODE_ATTEMPTS; i++) {
    const made = await attempt();
    if (made !== null) return made;
  }
  throw new Error(`no free ${what} after ${FRESH_CODE_ATTEMPTS} attempts`);
}

/**
 * Inserts a row whose `values()` draw a fresh code each time, skipping a clash on a unique column
 * (INSERT … ON CONFLICT DO NOTHING) and drawing again; returns the row inserted.
 */
export function insertWithFreshCode<Row extends ObjectLiteral & { id: string }>(
  tx: EntityManager,
  entity: EntityTarget<Row>,
  what: string,
  values: () => QueryDeepPartialEntity<Row>,
): Promise<Row> {
  return withFreshCode(what, async () => {
    const result = await tx
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(values())
      .orIgnore()
      .returning(["id"])
      .execute();
    const id = (result.raw as { id: string }[])[0]?.id;
    return id ? tx.getRepository(entity).findOneByOrFail({ id } as FindOptionsWhere<Row>) : null;
  });
}
