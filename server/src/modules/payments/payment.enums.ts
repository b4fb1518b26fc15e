import { registerEnumType } from "type-graphql";

// Values are the names: the tables' CHECKs (booking_payment, booking_installment) spell them the same.

export enum PaymentKind {
  PAYMENT = "PAYMENT",
  REFUND = "REFUND",
}

export enum PaymentMethod {
  BANK_TRANSFER = "BANK_TRANSFER",
  CARD = "CARD",
  CASH = "CASH",
  OTHER = "OTHER",
}

export enum InstallmentKind {
  DEPOSIT = "DEPOSIT",
  BALANCE = "BALANCE",
}

export enum InstallmentState {
  PAID = "PAID",
  DUE = "DUE",
  OVERDUE = "OVERDUE",
}

registerEnumType(PaymentKind, {
  name: "PaymentKind",
  description: "A payment the customer made, or money given back to them.",
});
registerEnumType(PaymentMethod, {
  name: "PaymentMethod",
  description: "How the money moved. Recorded only: the site processes no payments.",
});
registerEnumType(InstallmentKind, {
  name: "InstallmentKind",
  description: "DEPOSIT: due a few days after booking. BALANCE: the rest, due before the first departure.",
});
registerEnumType(InstallmentState, {
  name: "InstallmentState",
  description:
    "PAID: covered by what was paid. DUE: not yet covered, due date ahead. OVERDUE: not covered, due date passed.",
});
