import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { waitForMail, type ReceivedMail } from "../../support/mailbox.js";
import { until } from "../../support/until.js";
import { e2eDataDir } from "./e2eEnv.js";

export interface TestCustomer {
  name: string;
  email: string;
  password: string;
}

/** A fresh identity for one test: nothing is shared between tests. */
export function newCustomer(prefix = "customer"): TestCustomer {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada Flyer ${id}`, email: `${prefix}-${id}@example.com`, password: `Charter-${id}-2026` };
}

/**
 * The newest email to `to`, once there are more than `after`: the tests' SMTP server
 * (smtp-sink.mjs) files each message it receives as an .eml under DATA_DIR/mail.
 * A message without its link yet is read again until it has one.
 */
export async function mailTo(to: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
  let last: ReceivedMail | undefined;
  try {
    return await until(
      async () => {
        last = await waitForMail(e2eDataDir, to, { after, timeoutMs });
        return last.link ? last : undefined;
      },
      { timeoutMs, failure: () => `no link in the mail to ${to}` },
    );
  } catch (error) {
    // A mail without a link (a notice) is still the newest mail: the caller judges it.
    if (last) return last;
    throw error;
  }
}

/** The 6-digit code in the newest email to `to` (GET /auth/v1/reauthenticate mails one, with no link). */
export async function codeMailedTo(to: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  return until(async () => /\b(\d{6})\b/.exec((await waitForMail(e2eDataDir, to, { after, timeoutMs })).text)?.[1], {
    timeoutMs,
    failure: () => `no code in the mail to ${to}`,
  });
}

/** Signs a customer up through the API and follows the emailed link, so they can sign in. */
export async function createConfirmedCustomer(
  request: APIRequestContext,
  customer = newCustomer(),
): Promise<TestCustomer> {
  const signup = await request.post("/auth/v1/signup", {
    data: { email: customer.email, password: customer.password, data: { name: customer.name } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mail = await mailTo(customer.email);
  expect(mail.link).toBeTruthy();
  const confirm = await request.get(mail.link!, { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  expect(confirm.headers().location).not.toContain("error");
  return customer;
}
