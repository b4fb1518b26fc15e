// The back office, reached by the app's router through here. Its frame and pages load on demand
// (app/router/surfaceFrames.ts), so nothing here pulls them into the app's own files.
export { backOfficeRoutes } from "./routes";
// The lead list's order as the board opens, for the first data the app asks for early (app/firstData).
export { leadOrderOf } from "./leads/board/leadQuery";
