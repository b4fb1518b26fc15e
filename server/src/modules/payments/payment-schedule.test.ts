import { describe, expect, it } from "vitest";
import { InstallmentKind, InstallmentState } from "./payment.enums.js";
import { coverInstallments, planSchedule } from "./payment-schedule.js";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const rules = { depositDueDays: 3, balanceDueDays: 14 };

describe("a booking's payment schedule", () => {
  it("asks the deposit days after booking and the balance days before departure", () => {
    expect(planSchedule(1_000_000, 300_000, day("2027-01-01"), day("2027-03-01"), rules)).toEqual([
      { kind: InstallmentKind.DEPOSIT, amountMinor: 300_000, dueAt: day("2027-01-04") },
      { kind: InstallmentKind.BALANCE, amountMinor: 700_000, dueAt: day("2027-02-15") },
    ]);
  });

  it("owes the balance at once when booked late, and never asks the deposit after it", () => {
    const [deposit, balance] = planSchedule(1_000_000, 300_000, day("2027-02-20"), day("2027-03-01"), rules);
    expect(balance!.dueAt).toEqual(day("2027-02-20"));
    expect(deposit!.dueAt).toEqual(day("2027-02-20"));
  });

  it("leaves a zero deposit out", () => {
    expect(planSchedule(1_000_000, 0, day("2027-01-01"), day("2027-03-01"), rules).map((p) => p.kind)).toEqual([
      InstallmentKind.BALANCE,
    ]);
  });

  it("covers the deposit first, and says what is overdue", () => {
    const rows = planSchedule(1_000_000, 300_000, day("2027-01-01"), day("2027-03-01"), rules).map((p) => ({
      ...p,
      bookingId: "b",
    }));
    const [deposit, balance] = coverInstallments(rows, "EUR", 400_000, day("2027-02-20"));
    expect(deposit).toMatchObject({ covered: 3_000, outstanding: 0, state: InstallmentState.PAID });
    expect(balance).toMatchObject({ covered: 1_000, outstanding: 6_000, state: InstallmentState.OVERDUE });
    expect(coverInstallments(rows, "EUR", 0, day("2027-01-02"))[0]!.state).toBe(InstallmentState.DUE);
  });
});
