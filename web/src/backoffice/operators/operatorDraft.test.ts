import { describe, expect, it } from "vitest";
import { toAircraftInput, emptyAircraft } from "./aircraftDraft";
import { emptyOperator, formFieldOf, toOperatorInput } from "./operatorDraft";
import { operatorErrorMessage } from "./useOperatorForm";

describe("the operator form's draft", () => {
  const draft = {
    ...emptyOperator(),
    name: "Aurora",
    audits: {
      ARGUS: { rating: "" as const, expiresOn: "" },
      WYVERN: { rating: "WYVERN_WINGMAN" as const, expiresOn: "2027-01-31" },
      IS_BAO: { rating: "IS_BAO_STAGE_3" as const, expiresOn: "" },
    },
    contacts: [{ name: "Ops", email: "ops@example.com", phone: " ", language: "es" as const }],
  };

  it("sends the schemes held, in order, and blank optional text as null", () => {
    const input = toOperatorInput(draft);
    expect(input.audits).toEqual([
      { rating: "WYVERN_WINGMAN", expiresOn: "2027-01-31" },
      { rating: "IS_BAO_STAGE_3", expiresOn: "" },
    ]);
    expect(input.contacts).toEqual([{ name: "Ops", email: "ops@example.com", phone: null, language: "es" }]);
    expect(input.notes).toBeNull();
  });

  it("maps the API's field paths back to the form's fields and their messages", () => {
    expect(formFieldOf("input.audits[1].expiresOn", draft)).toBe("audit.IS_BAO.expiresOn");
    expect(formFieldOf("input.contacts[0].email", draft)).toBe("contact.0.email");
    expect(formFieldOf("input.country", draft)).toBe("country");
    expect(formFieldOf("input.audits[5].rating", draft)).toBeNull();
    expect(operatorErrorMessage("audit.IS_BAO.expiresOn")).toBe("admin.operators.error.date");
    expect(operatorErrorMessage("contact.0.email")).toBe("admin.operators.error.contact.email");
    expect(operatorErrorMessage("country")).toBe("admin.operators.error.country");
  });
});

describe("the aircraft form's draft", () => {
  it("refuses numbers that are not whole before sending, naming the API's fields", () => {
    expect(toAircraftInput({ ...emptyAircraft, yearOfManufacture: "2012.5", seats: "nine" })).toEqual({
      bad: ["input.yearOfManufacture", "input.seats"],
    });
    expect(
      toAircraftInput({ ...emptyAircraft, registration: "G-LXJT", yearOfManufacture: " 2012 ", seats: "9" }),
    ).toMatchObject({
      input: { registration: "G-LXJT", yearOfManufacture: 2012, yearOfRefurbishment: null, seats: 9 },
    });
  });
});
