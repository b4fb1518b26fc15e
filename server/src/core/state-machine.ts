import { AppError, ErrorCode } from "./errors.js";
import { hasRole, type RoleRank, type Viewer } from "./viewer.js";

/** For each status, the statuses it may move to. A status mapped to [] is final. */
export type TransitionMap<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canTransition<S extends string>(map: TransitionMap<S>, from: S, to: S): boolean {
  return map[from].includes(to);
}

/** CONFLICT naming both statuses (and what is allowed instead) when `from → to` is not a documented move. */
export function assertTransition<S extends string>(what: string, map: TransitionMap<S>, from: S, to: S): void {
  if (canTransition(map, from, to)) return;
  const allowed = map[from];
  const hint = allowed.length ? `from ${from} it can move to ${allowed.join(", ")}` : `${from} is final`;
  throw new AppError(ErrorCode.CONFLICT, `Cannot move a ${what} from ${from} to ${to}: ${hint}.`);
}

/**
 * The moves from `from` this viewer may make: the map's when they hold `movers` (the role the
 * mutation making them requires), none otherwise. What the web offers, so it offers nothing refused.
 */
export function movesFor<S extends string>(
  map: TransitionMap<S>,
  from: S,
  viewer: Viewer | null,
  movers: keyof typeof RoleRank,
): readonly S[] {
  return hasRole(viewer, movers) ? map[from] : [];
}
