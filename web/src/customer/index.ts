// The customer area, reached by the app's router through here.
export { CustomerLayout } from "./layout/CustomerLayout";
export { customerRoutes } from "./routes";
