// The brand's name, as the site shows it and its documents print it: written once, here. Every other
// company fact (legal name, phone, email, desks…) is data admins keep (modules/company), never code,
// so nothing fictional is served.
export const companyDetails = {
  brandName: "SkyCharter",
} as const;
