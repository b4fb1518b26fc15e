// The brand's public contact points, shown in the footer, the contact page and calls to action.
export const contactDetails = {
  brandName: "SkyCharter",
  phoneDisplay: "+1 (800) 555-0199",
  phoneHref: "tel:+18005550199",
  email: "info@skycharter.example",
} as const;
