// Money is stored as integer US cents; the API shows whole US dollars.

export const usdFromCents = (cents: number) => Math.round(cents / 100);
export const centsFromUsd = (usd: number) => Math.round(usd * 100);
