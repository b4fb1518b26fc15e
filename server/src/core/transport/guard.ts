import { AppError, ErrorCode, insufficientAal } from "../errors.js";
import { hasRole, RoleRank, type Viewer } from "../viewer.js";

/** Who may call: a GraphQL root field's `@public` or `@auth(requires: ROLE)`, or a download route's rule. */
export type Guard = { kind: "public" } | { kind: "auth"; requires: keyof typeof RoleRank };

/**
 * Throws unless `signedIn` (whoever the token names, proven or not) passes `guard`. A session that
 * owes its second factor is refused whatever its role, with the reason that tells a client to step up.
 * graphql/guards.ts runs it before every guarded root field; the CSV downloads run it too.
 */
export function assertAllowed(guard: Guard, signedIn: Viewer | null): void {
  if (guard.kind === "public" || hasRole(signedIn, guard.requires)) return;
  // Refused: say why.
  if (!signedIn) throw new AppError(ErrorCode.UNAUTHENTICATED, "You must be signed in.");
  if (signedIn.owesSecondFactor) throw insufficientAal();
  if (RoleRank[signedIn.role] < RoleRank[guard.requires]) {
    throw new AppError(ErrorCode.FORBIDDEN, `This needs the ${guard.requires} role.`);
  }
  throw new AppError(
    ErrorCode.FORBIDDEN,
    "Staff access needs two-factor sign-in: verify your authenticator code first.",
  );
}
