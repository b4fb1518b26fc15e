/** A customer's quote request page (the pattern in customer/routes.ts is /customer/requests/:id). */
export const quoteRequestPath = (id: string) => `/customer/requests/${encodeURIComponent(id)}`;
