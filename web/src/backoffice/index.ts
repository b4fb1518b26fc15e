// The back office, reached by the app's router through here.
export { BackOfficeLayout } from "./layout/BackOfficeLayout";
export { backOfficeRoutes } from "./routes";
