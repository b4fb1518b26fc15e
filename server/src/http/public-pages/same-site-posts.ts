import type { RequestHandler, Response } from "express";

/**
 * A short answer for a post the site will not act on (refused, or over its rate limit): a few lines
 * and a link back, instead of rendering the whole page again for whoever floods the form.
 */
export function sendShortPage(
  res: Response,
  status: number,
  page: { title: string; message: string; back: string },
  headers: Record<string, string> = {},
): void {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${page.title}</title><h1>${page.title}</h1><p>${page.message}</p><p><a href="${page.back}">Back</a></p></html>`,
    );
}

/**
 * The no-JavaScript forms take posts from the site's own pages only, so a foreign page cannot make
 * its visitors send leads or change their preferences. A browser says where a post comes from
 * (Sec-Fetch-Site, Origin); a post without either (an old browser, curl) is taken as before.
 */
export function refuseCrossSitePosts(siteUrl: string, back: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    const origin = req.get("origin");
    if (req.get("sec-fetch-site") === "cross-site" || (origin !== undefined && origin !== siteOrigin)) {
      sendShortPage(res, 403, {
        title: "Not sent",
        message: "This form can only be sent from our own pages. Please open the page and send it again.",
        back,
      });
      return;
    }
    next();
  };
}
