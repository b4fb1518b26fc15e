import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { gql } from "../__generated__/index.js";
import type { QuoteInput, QuoteRequestInput } from "../__generated__/graphql.js";
import { graphql } from "./api.js";

const SUBMIT_REQUEST = gql(`
  mutation Trips_SubmitRequest($input: QuoteRequestInput!, $key: String) {
    submitQuoteRequest(input: $input, idempotencyKey: $key) {
      id
      reference
    }
  }
`);
const SEND_QUOTE = gql(`
  mutation Trips_SendQuote($id: ID!, $input: QuoteInput!) {
    sendQuote(quoteRequestId: $id, input: $input) {
      id
    }
  }
`);
const ACCEPT_QUOTE = gql(`
  mutation Trips_AcceptQuote($id: ID!) {
    acceptQuote(quoteId: $id, termsVersion: "2026-11") {
      id
      number
      confirmationCode
      amountOutstanding
    }
  }
`);
const RECORD_PAYMENT = gql(`
  mutation Trips_RecordPayment($id: ID!, $input: PaymentInput!) {
    recordPayment(bookingId: $id, input: $input) {
      id
    }
  }
`);
const CHANGE_BOOKING_STATUS = gql(`
  mutation Trips_ChangeBookingStatus($id: ID!, $status: BookingStatus!) {
    changeBookingStatus(id: $id, status: $status) {
      id
    }
  }
`);

const nextYear = new Date().getUTCFullYear() + 1;

/** A customer's one-way London → Nice request for 4, sent through the API with their token (`extra` adds fields, e.g. notes). */
export async function submitTripRequest(
  request: APIRequestContext,
  token: string,
  contact: { name: string; email: string },
  extra: Partial<QuoteRequestInput> = {},
) {
  const { submitQuoteRequest } = await graphql(
    request,
    SUBMIT_REQUEST,
    {
      key: randomUUID(),
      input: {
        tripType: "ONE_WAY",
        legs: [{ from: "LHR", to: "NCE", departAt: `${nextYear}-06-12T09:30` }],
        passengers: 4,
        contact: { name: contact.name, email: contact.email, phone: "+44 20 7946 0000" },
        ...extra,
      },
    },
    token,
  );
  return submitQuoteRequest;
}

/** Staff send one quote option on a request (valid for a week unless told otherwise). */
export async function sendQuote(
  request: APIRequestContext,
  staffToken: string,
  quoteRequestId: string,
  overrides: Partial<QuoteInput> = {},
) {
  const { sendQuote: quote } = await graphql(
    request,
    SEND_QUOTE,
    {
      id: quoteRequestId,
      input: {
        priceUsd: 18_500,
        aircraft: "Citation XLS+",
        category: "MIDSIZE",
        operator: "Skyways Executive Ltd",
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        terms: "Full refund until 72 hours before departure.",
        ...overrides,
      },
    },
    staffToken,
  );
  return quote;
}

/** A request quoted by staff and accepted by the customer: the booking. */
export async function bookedTrip(
  request: APIRequestContext,
  customerToken: string,
  staffToken: string,
  contact: { name: string; email: string },
) {
  const trip = await submitTripRequest(request, customerToken, contact);
  const quote = await sendQuote(request, staffToken, trip.id);
  const { acceptQuote } = await graphql(request, ACCEPT_QUOTE, { id: quote.id }, customerToken);
  return acceptQuote;
}

/** A request quoted by staff and accepted by the customer, then flown: the booking's id. */
export async function flownBooking(
  request: APIRequestContext,
  customerToken: string,
  staffToken: string,
  contact: { name: string; email: string },
) {
  const booking = await bookedTrip(request, customerToken, staffToken, contact);
  // A booking is completed only once paid.
  const input = {
    kind: "PAYMENT" as const,
    amount: booking.amountOutstanding,
    receivedOn: new Date().toISOString().slice(0, 10),
    method: "BANK_TRANSFER" as const,
  };
  await graphql(request, RECORD_PAYMENT, { id: booking.id, input }, staffToken);
  for (const status of ["CONFIRMED", "COMPLETED"] as const) {
    await graphql(request, CHANGE_BOOKING_STATUS, { id: booking.id, status }, staffToken);
  }
  return booking.id;
}
