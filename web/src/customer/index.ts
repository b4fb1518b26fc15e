// The customer area, reached by the app's router through here. Its frame and pages load on demand
// (app/router/surfaceFrames.ts), so nothing here pulls them into the app's own files.
export { customerRoutes } from "./routes";
