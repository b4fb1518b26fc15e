import { createHash } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import { affiliateFields, contactFields } from "../../core/rules/index.js";
import type { Logger } from "../../logger.js";
import type { PageRenderer } from "./page-renderer.js";
import { visitorChoice } from "./preferences.js";
import { refuseCrossSitePosts, sendShortPage } from "./same-site-posts.js";
import type { FormPostback, SsrEntry } from "./ssr-entry.js";

/** Runs a GraphQL operation as a signed-out visitor from this client address (rate limits apply). */
export type SubmitOperation = (
  query: string,
  variables: Record<string, unknown>,
  clientIp: string,
) => Promise<{ data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }>;

interface PostedForm {
  form: FormPostback["form"];
  path: string;
  /** The form's listed fields (core/rules/public-forms.ts): anything else posted is ignored. */
  fields: readonly string[];
  /** The same mutation the form sends with JavaScript, and how to read its receipt. */
  mutation: string;
  variables(values: Record<string, string>, locale: string): Record<string, unknown>;
  receipt(data: unknown): string;
}

/** Without JavaScript a form has no key of its own: the same message sent twice (a reload, a double click) is recorded once. */
const contentKey = (form: string, values: Record<string, string>) =>
  `nojs-${createHash("sha256")
    .update(JSON.stringify([form, values]))
    .digest("base64url")
    .slice(0, 40)}`;

const forms: PostedForm[] = [
  {
    form: "contact",
    path: "/contact",
    fields: Object.keys(contactFields),
    mutation: `mutation ($input: ContactMessageInput!, $key: String!) { submitContactMessage(input: $input, idempotencyKey: $key) { reference } }`,
    // As typed: the service trims, blanks and checks them as it does for the web app.
    variables: (v, locale) => ({ key: contentKey("contact", v), input: { ...v, locale } }),
    receipt: (data) => (data as { submitContactMessage: { reference: string } }).submitContactMessage.reference,
  },
  {
    form: "affiliate",
    path: "/affiliate/apply",
    fields: Object.keys(affiliateFields),
    mutation: `mutation ($input: AffiliateApplicationInput!) { applyForAffiliate(input: $input) { email } }`,
    variables: (v, locale) => ({ input: { ...v, locale } }),
    receipt: (data) => (data as { applyForAffiliate: { email: string } }).applyForAffiliate.email,
  },
];

/**
 * The contact and affiliate forms without JavaScript: a plain POST to the page's own address, sent
 * through the same GraphQL mutation (validation, rate limit, one record per message), answered
 * with the same page in the visitor's language showing the receipt, or the fields to correct with
 * everything typed kept. A post from another site is refused, and one over the rate limit gets a
 * short page: neither costs a render.
 */
export function formPostsRouter(
  entry: SsrEntry,
  renderer: PageRenderer,
  submit: SubmitOperation,
  log: Logger,
  siteUrl: string,
): Router {
  const router = Router();
  for (const form of forms) {
    router.post(
      form.path,
      refuseCrossSitePosts(siteUrl, form.path),
      express.urlencoded({ extended: false, limit: "32kb" }),
      async (req: Request, res: Response) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const values = Object.fromEntries(
          form.fields.map((field) => [field, typeof body[field] === "string" ? body[field] : ""]),
        );
        const { locale } = visitorChoice(req, entry);
        const postback: FormPostback = { form: form.form, values, problemFields: [], receipt: null, failed: false };
        let status = 200;
        try {
          const result = await submit(form.mutation, form.variables(values, locale), req.ip ?? "unknown");
          const error = result.errors?.[0];
          if (!error) postback.receipt = form.receipt(result.data);
          else if (error.extensions?.code === "BAD_USER_INPUT") {
            status = 422;
            postback.problemFields = ((error.extensions.fields as { field: string }[] | undefined) ?? []).map(
              (problem) => problem.field,
            );
          } else if (error.extensions?.code === "RATE_LIMITED") {
            const retryAfter = Number(error.extensions.retryAfter) || 60;
            const page = {
              title: "Not sent yet",
              message: `Too many messages from your connection. Please try again in ${retryAfter} seconds.`,
              back: form.path,
            };
            return sendShortPage(res, 429, page, { "Retry-After": String(retryAfter) });
          } else {
            status = 503;
            log.error({ err: error, form: form.form }, "form posted without JavaScript could not be sent");
            postback.failed = true;
          }
        } catch (error) {
          log.error({ err: error, form: form.form }, "form posted without JavaScript could not be sent");
          status = 503;
          postback.failed = true;
        }
        // Once recorded, the page shows the receipt and a fresh form: nothing typed needs keeping.
        if (postback.receipt) postback.values = {};
        const html = await renderer.answerPost(req, form.path, postback);
        res.status(status).set("Cache-Control", "no-store").type("html").send(html);
      },
    );
  }
  return router;
}
