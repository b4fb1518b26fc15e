// The broker's company details as the site shows them (footer, contact page, calls to action) and
// as its documents print them (booking confirmations and invoices): written once, here.
export const companyDetails = {
  brandName: "SkyCharter",
  phoneDisplay: "+1 (800) 555-0199",
  phoneHref: "tel:+18005550199",
  email: "info@skycharter.example",
} as const;
