import { expect, readyAfterNavigation, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { gql } from "./__generated__/index.js";
import { ConversationPanel } from "./pages/ConversationPanel.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { LeadBoardPage } from "./pages/LeadBoardPage.js";
import { LeadDetailPage } from "./pages/LeadDetailPage.js";
import { signInAsAdmin } from "./support/adminBrowser.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { submitTripRequest } from "./support/trips.js";

const LEAD_OF_REQUEST = gql(`
  query Conversation_LeadOfRequest($id: ID!) {
    quoteRequest(id: $id) {
      leadId
    }
  }
`);

const THREAD = gql(`
  query Conversation_Thread($id: ID!) {
    conversation(quoteRequestId: $id) {
      messages {
        body
      }
    }
  }
`);

// A request's conversation, live both ways: the customer asks on their request page, the broker on
// the lead page sees it arrive without a reload and answers, and the customer sees the answer arrive.

test("the customer writes, staff see it live and answer, the customer sees the answer live; each side's unread count clears as they read", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(request, newCustomer("conversation"));
  const trip = await submitTripRequest(request, await signInToken(request, customer.email, customer.password), {
    name: customer.name,
    email: customer.email,
  });
  const { quoteRequest } = await graphql(request, LEAD_OF_REQUEST, { id: trip.id }, await staffToken(request));
  const leadPath = LeadDetailPage.path(quoteRequest!.leadId!);

  await signInAsCustomer(page, customer, `/customer/requests/${trip.id}`);
  const customerThread = new ConversationPanel(page);
  await expect(customerThread.root).toContainText("No messages yet.");

  const staffContext = await browser.newContext();
  const staffPage = readyAfterNavigation(await staffContext.newPage());
  await signInAsAdmin(staffPage, request, leadPath, "STAFF");
  const staffThread = new ConversationPanel(staffPage);
  await expect(staffThread.root).toContainText("No messages yet.");

  // An empty message is refused in the customer's language, beside the field; nothing is sent.
  await customerThread.send.click();
  await expect(customerThread.root).toContainText("Write a message before sending it.");

  const question = "Can we bring our small dog? She travels in a carrier.";
  await customerThread.write(question);
  await expect(customerThread.mine(question)).toBeVisible();
  await expect(customerThread.composer).toHaveValue("");
  // Live on the lead page: no reload.
  await expect(staffThread.theirs(question)).toBeVisible();

  const answer = "Yes: the operator accepts pets in the cabin on this aircraft.";
  await staffThread.write(answer);
  await expect(staffThread.mine(answer)).toBeVisible();
  await expect(customerThread.theirs(answer)).toBeVisible();
  await expect(customerThread.theirs(answer)).toContainText("Your broker");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(staffPage)).toEqual([]);

  // Read on arrival, on the server: the customer's dashboard shows nothing unread, on any device.
  await page.goto("/customer-dashboard");
  const card = page.getByTestId("quote-request").filter({ hasText: trip.reference });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("unread-messages-badge")).toHaveCount(0);

  // A second message while the customer is away from the request: counted on the card and in total.
  await staffThread.write("The aircraft is confirmed for 09:30.");
  await expect(card.getByTestId("unread-messages-badge")).toHaveText("1 new message");
  await expect(page.getByTestId("unread-messages-total")).toContainText("1 unread message");

  // The board counts the customer's messages this staff member has not read, live.
  await staffPage.goto("/admin/dashboard");
  const board = new LeadBoardPage(staffPage);
  await board.waitUntilLive();
  await board.search.fill(customer.email);
  await expect(board.row(customer.email).getByTestId("lead-unread-messages")).toHaveCount(0);
  await page.goto(`/customer/requests/${trip.id}`);
  await customerThread.write("One more question: is there Wi-Fi?");
  await expect(board.row(customer.email).getByTestId("lead-unread-messages")).toHaveText("1 new message");
  await staffContext.close();
});

test("in Arabic on a phone: the thread reads right to left, its own messages at the inline end, errors in Arabic, a failed send keeps the text and a retry records it once, nothing wider than the screen", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createConfirmedCustomer(request, newCustomer("conversation-ar"));
  const trip = await submitTripRequest(request, await signInToken(request, customer.email, customer.password), {
    name: customer.name,
    email: customer.email,
  });
  await signInAsCustomer(page, customer, `/customer/requests/${trip.id}`);
  await page.evaluate(() => window.localStorage.setItem("skycharter.locale", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const thread = new ConversationPanel(page, "رسالتك");
  await thread.root.scrollIntoViewIfNeeded();
  await thread.send.click();
  await expect(thread.root).toContainText("اكتب رسالة قبل إرسالها.");

  // The first send reaches the server but its answer is lost: the text stays in the composer and the
  // failure is said in Arabic; sending again with the same draft records the message once.
  const text = "هل يمكننا إحضار كلب صغير؟";
  let dropped = false;
  await page.route("**/graphql", async (route) => {
    if (dropped || !route.request().postData()?.includes("SendMessage")) return route.fallback();
    dropped = true;
    await route.fetch();
    await route.abort();
  });
  await thread.write(text);
  await expect(page.getByText("لم تُرسَل رسالتك")).toBeVisible();
  await expect(thread.composer).toHaveValue(text);
  await page.unroute("**/graphql");
  await thread.send.click();
  await expect(thread.composer).toHaveValue("");
  const mine = thread.mine(text);
  await expect(mine).toBeVisible();
  const token = await signInToken(request, customer.email, customer.password);
  expect((await graphql(request, THREAD, { id: trip.id }, token)).conversation.messages).toEqual([{ body: text }]);
  await expect(mine).toHaveCount(1);
  // Right to left: the reader's own message sits at the inline end, the left edge of the thread.
  const [bubble, panel] = await Promise.all([mine.boundingBox(), thread.root.boundingBox()]);
  expect(bubble!.x - panel!.x).toBeLessThan(40);
  expect(bubble!.x + bubble!.width).toBeLessThan(panel!.x + panel!.width - 40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
