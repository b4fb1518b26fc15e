import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";

// The server answers an address no page has with 404 (still serving index.html), so it needs the
// router's patterns next to the assets it serves: this writes them as route-paths.json, read from
// the surfaces' own tables (type imports only, so they load as plain data at build time).
const tables = {
  site: fileURLToPath(new URL("../src/site/routes.ts", import.meta.url)),
  customer: fileURLToPath(new URL("../src/customer/routes.ts", import.meta.url)),
  backOffice: fileURLToPath(new URL("../src/backoffice/routes.ts", import.meta.url)),
};

type SiteTable = { publicPages: readonly { path: string }[] };
type PathTable = Record<string, unknown>;

/** Every page's path pattern, from the site's table of public pages and the other surfaces' route tables. */
export async function routePatterns(): Promise<string[]> {
  const [site, customer, backOffice] = await Promise.all([
    runnerImport<SiteTable>(tables.site),
    runnerImport<{ customerRoutes: PathTable }>(tables.customer),
    runnerImport<{ backOfficeRoutes: PathTable }>(tables.backOffice),
  ]);
  return [
    ...site.module.publicPages.map((page) => page.path),
    ...Object.keys(customer.module.customerRoutes),
    ...Object.keys(backOffice.module.backOfficeRoutes),
  ];
}

export function routePathsManifest(): Plugin {
  return {
    name: "skycharter:route-paths",
    apply: "build",
    buildStart() {
      for (const file of Object.values(tables)) this.addWatchFile(file);
    },
    async generateBundle() {
      const paths = await routePatterns();
      if (!paths.every((p) => p.startsWith("/")) || new Set(paths).size !== paths.length) {
        this.error(`every page needs one path starting with "/": ${paths.join(", ")}`);
      }
      this.emitFile({ type: "asset", fileName: "route-paths.json", source: `${JSON.stringify(paths, null, 2)}\n` });
    },
  };
}
