// The customer area, reached by the app's router through here.
export { customerRoutes } from "./routes";
