import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageLoader } from "../../ui/components/PageLoader";
import { loginPathFor, routeAccess } from "../../auth/paths";
import { loginUrl } from "../../auth/redirects";
import { useSession } from "../../auth/SessionContext";
import { StaffGate } from "./StaffGate";

interface RouteGuardProps {
  /** The route pattern (from a surface's route table) the page is rendered for. */
  path: string;
  children: ReactNode;
}

/**
 * Signed-out visitors of a protected page go to its login (customer pages: /customer-login,
 * /admin/*: /login) with a `redirect` back. So does a session that still owes its second
 * factor. Staff pages also need the server's word that this session may use staff tools; admin
 * pages, that the role is ADMIN (staff see a notice; the API refuses them in any case).
 */
export function RouteGuard({ path, children }: RouteGuardProps) {
  const { loading, session, user, aal, needsSecondFactor, loggedOut } = useSession();
  const location = useLocation();
  const access = routeAccess(path);
  if (access === "public") return children;
  if (loading) return <PageLoader />;
  const here = `${location.pathname}${location.search}${location.hash}`;
  // After a logout the private page is left for the home page, not for a login form.
  if (!session && loggedOut) return <Navigate to="/" replace />;
  if (!session || needsSecondFactor) return <Navigate to={loginUrl(loginPathFor(path), here)} replace />;
  if (access === "customer") return children;
  // Remounted for another user or level, so the server is asked again.
  return (
    <StaffGate
      key={`${user?.id}:${aal.current}`}
      loginTo={loginUrl(loginPathFor(path), here)}
      adminOnly={access === "admin"}
    >
      {children}
    </StaffGate>
  );
}
