import { describe, expect, it } from "vitest";
import { amountInForce } from "../../contract/due-dates";
import { argentinaDay } from "~/utils/format";

/**
 * Decision 118's rule, at its boundaries: the invoice's amount up to and on the first due
 * date, the surcharged one from the next day through the second due date and after it;
 * days are Buenos Aires days, whatever the instant's UTC date says.
 */

const invoice = { amount: 31_998, due_date: "2026-12-05", second_due: { date: "2026-12-15", amount: 33_597.9 } };

describe("the amount in force on a day", () => {
  it("is the invoice's own amount up to and on the first due date", () => {
    expect(amountInForce(invoice, "2026-11-20")).toEqual({
      stage: "first",
      amount: 31_998,
      due_date: "2026-12-05",
      surcharge: 0,
    });
    expect(amountInForce(invoice, "2026-12-05")).toEqual({
      stage: "first",
      amount: 31_998,
      due_date: "2026-12-05",
      surcharge: 0,
    });
  });

  it("is the surcharged amount from the day after the first due date through the second", () => {
    expect(amountInForce(invoice, "2026-12-06")).toEqual({
      stage: "second",
      amount: 33_597.9,
      due_date: "2026-12-15",
      surcharge: 1_599.9,
    });
    expect(amountInForce(invoice, "2026-12-15")).toEqual({
      stage: "second",
      amount: 33_597.9,
      due_date: "2026-12-15",
      surcharge: 1_599.9,
    });
  });

  it("stays the surcharged amount past both due dates", () => {
    expect(amountInForce(invoice, "2026-12-16")).toEqual({
      stage: "past",
      amount: 33_597.9,
      due_date: "2026-12-15",
      surcharge: 1_599.9,
    });
    expect(amountInForce(invoice, "2027-03-01").stage).toBe("past");
  });

  it("is always the invoice's amount when it has no second due date", () => {
    const single = { ...invoice, second_due: null };
    expect(amountInForce(single, "2026-12-05").stage).toBe("first");
    expect(amountInForce(single, "2026-12-06")).toEqual({
      stage: "past",
      amount: 31_998,
      due_date: "2026-12-05",
      surcharge: 0,
    });
  });

  it("counts Buenos Aires days: 23:30 on the due date there is still the first amount, though UTC is the next day", () => {
    const lateOnTheDueDate = new Date("2026-12-06T02:30:00Z");
    expect(argentinaDay(lateOnTheDueDate)).toBe("2026-12-05");
    expect(amountInForce(invoice, argentinaDay(lateOnTheDueDate)).amount).toBe(31_998);
    const justPastMidnight = new Date("2026-12-06T03:00:00Z");
    expect(amountInForce(invoice, argentinaDay(justPastMidnight)).amount).toBe(33_597.9);
  });

  it("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => amountInForce(invoice, "06/12/2026")).toThrow(RangeError);
    expect(() => amountInForce(invoice, "2026-12-06T00:00:00Z")).toThrow(RangeError);
  });
});
