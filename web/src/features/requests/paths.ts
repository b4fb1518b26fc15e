/** A customer's quote request page (the pattern in paths.json is /customer/requests/:id). */
export const quoteRequestPath = (id: string) => `/customer/requests/${encodeURIComponent(id)}`;
