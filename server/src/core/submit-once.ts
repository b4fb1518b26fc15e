import type { DataSource, EntityManager } from "typeorm";
import { lockForTransaction } from "./advisory-lock.js";
import { AppError, ErrorCode, type FieldProblem } from "./errors.js";

// A public form's submission, made once per idempotency key: a retry (a lost answer, a double
// click) gets the first submission back instead of making a second one.

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export function idempotencyKeyProblems(key: string | null | undefined): FieldProblem[] {
  if (key == null || IDEMPOTENCY_KEY.test(key)) return [];
  return [
    {
      field: "idempotencyKey",
      message: "8 to 200 visible ASCII characters, e.g. a UUID made once per form submission.",
    },
  ];
}

export interface SubmitOnce<Row extends { requestHash: string }, Made, Plan> {
  /** Names the kind of submission: the lock taken is `${kind}:${key}`. */
  kind: string;
  key: string | null;
  /** The normalised submission's hash: a retry hashes the same, another submission does not. */
  hash: string;
  /** CONFLICT's message when the key was already used for a different submission. */
  reusedKey: string;
  /** The row made earlier with this key, if any. */
  find(manager: EntityManager, key: string): Promise<Row | null>;
  /** Work before the transaction (checks, estimates) that a retry of a made submission skips. */
  prepare?(): Promise<Plan>;
  /** Makes the submission, in the transaction that holds the key's lock. */
  make(tx: EntityManager, plan: Plan): Promise<Made>;
}

export type Submitted<Row, Made> = { replayed: Row } | { made: Made };

/**
 * Find the key's row, else prepare, then in one transaction: lock the key, find again (a
 * concurrent call may have made it meanwhile), make. A row found either time is answered as a
 * replay, after checking it was made from the same submission. Without a key, just prepare and make.
 */
export async function submitOnce<Row extends { requestHash: string }, Made, Plan = undefined>(
  db: DataSource,
  spec: SubmitOnce<Row, Made, Plan>,
): Promise<Submitted<Row, Made>> {
  const { key } = spec;
  const earlier = key ? await spec.find(db.manager, key) : null;
  if (earlier) return replay(spec, earlier);
  const plan = (spec.prepare ? await spec.prepare() : undefined) as Plan;
  const outcome = await db.transaction(async (tx): Promise<Submitted<Row, Made>> => {
    if (key) {
      await lockForTransaction(tx, `${spec.kind}:${key}`);
      const concurrent = await spec.find(tx, key);
      if (concurrent) return { replayed: concurrent };
    }
    return { made: await spec.make(tx, plan) };
  });
  return "replayed" in outcome ? replay(spec, outcome.replayed) : outcome;
}

function replay<Row extends { requestHash: string }>(
  spec: { hash: string; reusedKey: string },
  row: Row,
): { replayed: Row } {
  if (row.requestHash !== spec.hash) throw new AppError(ErrorCode.CONFLICT, spec.reusedKey);
  return { replayed: row };
}
