import { SiteLayout } from "../../site";
import { SurfaceRoutes } from "./SurfaceRoutes";

/** Every page in its frame, the public site's frame at hand (the server's render of a public page). */
export function AppRoutes() {
  return <SurfaceRoutes siteFrame={SiteLayout} />;
}
