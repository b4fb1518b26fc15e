import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test.js";
import { seriousViolations } from "./support/a11y.js";
import { suppressAuthModal } from "./pages/AuthModal.js";
import { BookingConfirmationPage, BookingPage, nextYearAt } from "./pages/BookingPage.js";
import { HomePage } from "./pages/HomePage.js";
import { SignUpPage } from "./pages/SignUpPage.js";
import { Webpage } from "./pages/Webpage.js";
import { gql } from "./__generated__/index.js";
import { graphql } from "./support/api.js";
import { staffToken } from "./support/staff.js";

const LEAD_REQUESTS = gql(`
  query Booking_LeadRequests($search: String) {
    leads(filter: { search: $search }, first: 5) {
      edges {
        node {
          quoteRequests {
            reference
            tripType
          }
        }
      }
    }
  }
`);

const visitor = () => {
  const id = randomUUID().slice(0, 8);
  return { name: `Grace Hopper ${id}`, email: `booker-${id}@example.com`, phone: "+44 20 7946 0000" };
};

test.beforeEach(async ({ page }) => {
  await suppressAuthModal(page);
});

test("Book Now on a featured offer opens /booking with its airports and category, and prices the trip live", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const href = await home.firstBookNow.getAttribute("href");
  expect(href).toMatch(/from=.+&to=.+&category=/);
  await home.firstBookNow.click();
  await expect(page).toHaveURL(/\/booking\?from=/);
  const booking = new BookingPage(page);
  await expect(booking.airport(0, "from")).toHaveValue(/\([A-Z0-9]{3,4}\)$/);
  await expect(booking.airport(0, "to")).toHaveValue(/\([A-Z0-9]{3,4}\)$/);
  const category = new URL(href!, "http://x").searchParams.get("category")!.toUpperCase();
  await expect(booking.categoryChoice(category)).toBeChecked();

  await expect(booking.estimate).toContainText("Choose the airports and a departure time");
  await booking.departAt(0).fill(nextYearAt("06-12"));
  await expect(booking.estimateRange).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(booking.estimate).toContainText("Indicative, not a quote");
  await expect(booking.routeMap).toBeVisible();
  await expect(booking.routeLines).toHaveAttribute("d", /^M/);
});

test("a city's name in the address fills the airport a private flyer means: Paris is Le Bourget, Nueva York Teterboro", async ({
  page,
}) => {
  const booking = new BookingPage(page);
  await page.goto("/booking?from=Paris&to=Nueva%20York&category=light");
  await expect(booking.airport(0, "from")).toHaveValue(/\(LBG\)$/);
  await expect(booking.airport(0, "to")).toHaveValue(/\(TEB\)$/);
  await expect(booking.categoryChoice("LIGHT")).toBeChecked();
});

test("a city's name in Chinese or Arabic in the address resolves the same way", async ({ page }) => {
  const booking = new BookingPage(page);
  await page.goto(`/booking?from=${encodeURIComponent("纽约")}&to=${encodeURIComponent("باريس")}`);
  await expect(booking.airport(0, "from")).toHaveValue(/\(TEB\)$/);
  await expect(booking.airport(0, "to")).toHaveValue(/\(LBG\)$/);
});

test("the journey: home → EUR → Book Now on London Heathrow → Paris → round trip in € → a double submit makes one request whose reference the confirmation shows, also after a reload", async ({
  page,
  request,
}) => {
  const person = visitor();
  const home = new HomePage(page);
  await home.goto();
  await home.currencySelect().selectOption("EUR");
  await home.offer("London Heathrow").bookNow.click();

  const booking = new BookingPage(page);
  await expect(booking.airport(0, "from")).toHaveValue(/\(LHR\)$/);
  await expect(booking.airport(0, "to")).toHaveValue(/\(LBG\)$/);
  await expect(booking.categoryChoice("LIGHT")).toBeChecked();
  await booking.tripType("Round trip").click();
  await expect(booking.leg(1)).toContainText("LBG → LHR");
  await booking.departAt(0).fill(nextYearAt("05-14", "08:30"));
  await booking.departAt(1).fill(nextYearAt("05-16", "18:00"));
  await expect(booking.estimateRange).toHaveText(/^€[\d,]+ – €[\d,]+$/);
  await booking.fillContact(person);
  await booking.submit.dblclick();

  await expect(page).toHaveURL(/\/booking\/confirmation\?request=/);
  const confirmation = new BookingConfirmationPage(page);
  const reference = (await confirmation.reference.textContent())!;
  const { leads } = await graphql(request, LEAD_REQUESTS, { search: person.email }, await staffToken(request));
  expect(leads.edges.flatMap((edge) => edge.node.quoteRequests)).toEqual([{ reference, tripType: "ROUND_TRIP" }]);
  await page.reload();
  await expect(confirmation.reference).toHaveText(reference);
  await expect(confirmation.legs).toContainText(/\(LBG\) → .+ \(LHR\)/);
});

test("a one-way request ends on its confirmation, which survives a reload and offers an account for that email", async ({
  page,
}) => {
  const person = visitor();
  const booking = new BookingPage(page);
  await page.goto("/booking");
  await booking.pickAirport(0, "from", "LHR", "LHR");
  await booking.pickAirport(0, "to", "Nice", "NCE");
  await booking.departAt(0).fill(nextYearAt("06-12"));
  await expect(booking.departAtField(0)).toContainText("Local time at LHR (Europe/London)");
  await booking.field("Passengers").fill("4");
  await booking.fillContact(person);
  await booking.submit.click();

  await expect(page).toHaveURL(/\/booking\/confirmation\?request=/);
  const confirmation = new BookingConfirmationPage(page);
  const reference = (await confirmation.reference.textContent())!;
  expect(reference).toMatch(/\S{6,}/);
  await expect(confirmation.legs).toContainText("(LHR) →");
  await expect(confirmation.legs).toContainText("(NCE)");
  await page.reload();
  await expect(confirmation.reference).toHaveText(reference);
  await confirmation.createMyAccount.click();
  await expect(new SignUpPage(page).forms.field("Email")).toHaveValue(person.email);
});

test("a double click and a retry make one request; a server refusal sits beside its field and keeps what was typed", async ({
  page,
  request,
}) => {
  const person = visitor();
  const booking = new BookingPage(page);
  await page.goto("/booking");
  await booking.pickAirport(0, "from", "Teterboro", "TEB");
  await booking.pickAirport(0, "to", "MIA", "MIA");
  await booking.departAt(0).fill(nextYearAt("03-02", "08:00"));
  await booking.field("Passengers").fill("12");
  // A light jet seats fewer than 12: the card says so, and the server refuses it for the category.
  await expect(booking.categoryUnavailable("LIGHT")).toBeVisible();
  await booking.category("LIGHT").click();
  await booking.fillContact(person);
  await booking.submit.click();
  await expect(
    new Webpage(page).text("This category has too few seats for your group: choose a larger one"),
  ).toBeVisible();
  await expect(booking.field("Full name")).toHaveValue(person.name);
  await expect(booking.airport(0, "from")).toHaveValue(/\(TEB\)$/);

  // The failed attempt kept the form; now a double click sends it once.
  await booking.category("LARGE").click();
  await booking.submit.dblclick();
  await expect(page).toHaveURL(/\/booking\/confirmation/);
  const { leads } = await graphql(request, LEAD_REQUESTS, { search: person.email }, await staffToken(request));
  expect(leads.edges.flatMap((edge) => edge.node.quoteRequests)).toHaveLength(1);
});

test("client checks name the field in the visitor's language, and a multi-leg trip adds and removes legs", async ({
  page,
}) => {
  const booking = new BookingPage(page);
  await page.addInitScript(() => window.localStorage.setItem("skycharter.locale", "es"));
  await page.goto("/booking");
  await booking.tripType("Varios tramos", { exact: false }).click();
  await expect(booking.leg(1)).toBeVisible();
  await booking.button("Añadir un tramo").click();
  await expect(booking.leg(2)).toBeVisible();
  await booking.button("Quitar tramo 3").click();
  await expect(booking.leg(2)).toHaveCount(0);
  await booking.submit.click();
  await expect(booking.leg(0)).toContainText("Elija un aeropuerto de salida.");
  const shown = new Webpage(page);
  await expect(shown.text("Indique su nombre.")).toBeVisible();
  await expect(shown.text("Indique un correo electrónico válido.")).toBeVisible();
});

test("the whole request can be made with the keyboard alone", async ({ page }) => {
  const person = visitor();
  const booking = new BookingPage(page);
  await page.goto("/booking");
  // The prerendered form's controls are disabled until the page has hydrated; focus() does not wait.
  await expect(booking.airport(0, "from")).toBeEnabled();
  await booking.airport(0, "from").focus();
  await page.keyboard.type("LHR");
  await expect(booking.suggestion(/LHR/)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(booking.airport(0, "from")).toHaveValue(/\(LHR\)$/);
  await booking.airport(0, "to").focus();
  await page.keyboard.type("CDG");
  await expect(booking.suggestion(/CDG/)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(booking.airport(0, "to")).toHaveValue(/\(CDG\)$/);
  await booking.departAt(0).focus();
  await booking.departAt(0).fill(nextYearAt("07-01", "10:15"));
  await booking.field("Full name").focus();
  await page.keyboard.type(person.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.email);
  await booking.submit.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/booking\/confirmation/);
});

test("in Arabic the form reads right to left, the estimate follows the chosen currency, axe finds nothing serious, and the request goes through", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem("skycharter.locale", "ar");
    window.localStorage.setItem("skycharter.currency", "EUR");
  });
  const booking = new BookingPage(page);
  await page.goto("/booking?from=LHR&to=DXB&category=large");
  await expect(new Webpage(page).document).toHaveAttribute("dir", "rtl");
  await expect(booking.airport(0, "to")).toHaveValue(/\(DXB\)$/);
  await booking.departAt(0).fill(nextYearAt("09-01"));
  await expect(booking.estimateRange).toHaveText(/^€[\d,٬.]+ – €[\d,٬.]+$/);
  expect(await seriousViolations(page)).toEqual([]);

  const person = visitor();
  await booking.field("الاسم الكامل").fill(person.name);
  await booking.field("البريد الإلكتروني").fill(person.email);
  await booking.submit.click();
  await expect(page).toHaveURL(/\/booking\/confirmation/);
  const confirmation = new BookingConfirmationPage(page);
  await expect(confirmation.legs).toContainText("(DXB)");
  await expect(confirmation.heading).toContainText(person.name);
});
