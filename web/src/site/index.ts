// The public site: marketing pages, booking and sign-in, server-rendered with islands. The app's
// router and the server render reach it through here.
export { Layout as SiteLayout } from "./layout/Layout";
export { notFoundPage, publicPages, type PublicPage } from "./routes";
export { seoRoutes, type SeoRoute } from "./seo/seoRoutes";
export { siteOriginPlaceholder } from "./seo/siteOrigin";
export { HomeStyleSamples } from "./home/styleSamples";
