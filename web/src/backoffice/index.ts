// The back office, reached by the app's router through here.
export { BackOfficeLayout } from "./layout/BackOfficeLayout";
export { backOfficeRoutes, staffSignInRoutes } from "./routes";
