import type { Queryable } from "./queryable.js";

// PostgreSQL advisory locks named by text. Every lock goes through here so that one name always
// means one key: hashtext(name), the hash the migration, sign-up and seed locks have always used
// (a server copy still running the previous release takes the same keys for them). Two callers
// that must exclude each other pass the same name; a collision of two names only makes them wait.

/** Waits for the lock on `name`, held until the caller's transaction commits or rolls back. */
export async function lockForTransaction(tx: Queryable, name: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [name]);
}

/** Takes the lock on `name` for the transaction if it is free; false when another holds it. */
export async function tryLockForTransaction(tx: Queryable, name: string): Promise<boolean> {
  const [{ locked }] = (await tx.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [name])) as {
    locked: boolean;
  }[];
  return locked;
}

/** Waits for the lock on `name`, held by this connection until unlockForSession (or it closes). */
export async function lockForSession(connection: Queryable, name: string): Promise<void> {
  await connection.query(`SELECT pg_advisory_lock(hashtext($1))`, [name]);
}

export async function unlockForSession(connection: Queryable, name: string): Promise<void> {
  await connection.query(`SELECT pg_advisory_unlock(hashtext($1))`, [name]);
}
