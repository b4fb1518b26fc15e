import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test.js";
import { gql } from "./__generated__/index.js";
import { AboutPage } from "./pages/AboutPage.js";
import { CustomerDashboardPage } from "./pages/CustomerDashboardPage.js";
import { signInAsCustomer } from "./pages/CustomerLoginPage.js";
import { MyReviewsPage } from "./pages/MyReviewsPage.js";
import { createConfirmedCustomer, newCustomer } from "./support/accounts.js";
import { graphql, signInToken } from "./support/api.js";
import { staffToken } from "./support/staff.js";
import { approveTestimonial } from "./support/testimonials.js";
import { flownBooking } from "./support/trips.js";

const MY_TESTIMONIALS = gql(`
  query CustomerTestimonials_Mine {
    myTestimonials {
      edges {
        node {
          id
        }
      }
    }
  }
`);

test("a customer reviews a flown trip; once staff approve it, it shows as published and on About", async ({
  page,
  request,
}) => {
  const customer = await createConfirmedCustomer(request, newCustomer("reviewer"));
  const token = await signInToken(request, customer.email, customer.password);
  const staff = await staffToken(request);
  await flownBooking(request, token, staff, customer);

  await signInAsCustomer(page, customer, CustomerDashboardPage.path);
  await new CustomerDashboardPage(page).reviewAFlownTrip.click();
  await expect(page).toHaveURL(MyReviewsPage.path);
  const reviews = new MyReviewsPage(page);

  // Nothing chosen yet: the stars and the words are asked for.
  await reviews.submit.click();
  await expect(reviews.starsMissing).toBeVisible();
  await expect(reviews.textMissing).toBeVisible();

  const text = `Spotless cabin and a crew who knew our names. ${randomUUID().slice(0, 8)}`;
  await reviews.review(4, text);
  await expect(reviews.thanks).toBeVisible();
  const mine = reviews.mine(text);
  await expect(mine).toContainText("Awaiting review");
  await expect(reviews.everyTripReviewed).toBeVisible();

  const { myTestimonials } = await graphql(request, MY_TESTIMONIALS, {}, token);
  await approveTestimonial(request, staff, myTestimonials.edges[0]!.node.id);
  await page.reload();
  await expect(mine).toContainText("Published");
  const about = new AboutPage(page);
  await about.goto();
  await expect(about.testimonial(text)).toBeVisible();
});
