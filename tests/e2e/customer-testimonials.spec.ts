import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test.js";
import { AuthForms } from "./pages/AuthForms.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { flownBooking } from "./support/trips.js";

test("a customer reviews a flown trip; once staff approve it, it shows as published and on About", async ({
  page,
  request,
}) => {
  const customer = await createConfirmedCustomer(request, newCustomer("reviewer"));
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  await flownBooking(request, token, staff, customer);

  await suppressAuthModal(page);
  await page.goto("/customer-login?redirect=%2Fcustomer-dashboard");
  await new AuthForms(page).signIn(customer.email, customer.password);
  await page.getByRole("link", { name: "Review a flown trip" }).click();
  await expect(page).toHaveURL("/customer/testimonials");

  // Nothing chosen yet: the stars and the words are asked for.
  await page.getByTestId("review-submit").click();
  await expect(page.getByText("Choose from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByText("Write 10 to 1,000 characters.")).toBeVisible();

  const text = `Spotless cabin and a crew who knew our names. ${randomUUID().slice(0, 8)}`;
  await page.getByRole("radio", { name: /4 stars?/ }).click();
  await page.getByRole("textbox", { name: "Your review" }).fill(text);
  await page.getByTestId("review-submit").click();
  await expect(page.getByText("Thank you for your review")).toBeVisible();
  const mine = page.getByTestId("my-testimonial").filter({ hasText: text });
  await expect(mine).toContainText("Awaiting review");
  await expect(page.getByText("Every trip reviewed")).toBeVisible();

  const { myTestimonials } = await graphql<{ myTestimonials: { edges: { node: { id: string } }[] } }>(
    request,
    `
      {
        myTestimonials {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    {},
    token,
  );
  await graphql(
    request,
    `
      mutation ($id: ID!) {
        reviewTestimonial(id: $id, status: APPROVED) {
          id
        }
      }
    `,
    { id: myTestimonials.edges[0]!.node.id },
    staff,
  );
  await page.reload();
  await expect(mine).toContainText("Published");
  await page.goto("/about");
  await expect(page.getByTestId("testimonial").filter({ hasText: text })).toBeVisible();
});
