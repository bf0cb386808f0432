import { describe, expect, it } from "vitest";
import { Invoice } from "../../contract/customer";
import { isValidPaymentCode, luhnCheckDigit, paymentCode, PAYMENT_CODE_LENGTH } from "../../contract/payment-code";

describe("the Luhn check digit", () => {
  it("matches the textbook examples", () => {
    expect(luhnCheckDigit("7992739871")).toBe(3);
    expect(luhnCheckDigit("4539578763621486".slice(0, -1))).toBe(6);
    expect(luhnCheckDigit("0")).toBe(0);
  });

  it("refuses anything but digits", () => {
    expect(() => luhnCheckDigit("12a4")).toThrow(RangeError);
    expect(() => luhnCheckDigit("")).toThrow(RangeError);
  });
});

describe("an invoice's payment code", () => {
  const invoice = { customerId: 42, invoiceId: 10_242, amount: 15_999.5, dueDate: "2026-12-05" };

  it("lays out collector, customer, invoice, amount in cents and due date, then the check digit", () => {
    const code = paymentCode(invoice);
    expect(code).toHaveLength(PAYMENT_CODE_LENGTH);
    expect(code.slice(0, 4)).toBe("4521");
    expect(code.slice(4, 13)).toBe("000000042");
    expect(code.slice(13, 23)).toBe("0000010242");
    expect(code.slice(23, 33)).toBe("0001599950");
    expect(code.slice(33, 39)).toBe("261205");
    expect(Number(code[39])).toBe(luhnCheckDigit(code.slice(0, 39)));
    // Even: Interleaved 2 of 5 draws digits in pairs.
    expect(code.length % 2).toBe(0);
  });

  it("rounds the amount to cents", () => {
    expect(paymentCode({ ...invoice, amount: 0.1 + 0.2 }).slice(23, 33)).toBe("0000000030");
  });

  it("is valid, and any one wrong digit or swapped neighbours break it", () => {
    const code = paymentCode(invoice);
    expect(isValidPaymentCode(code)).toBe(true);
    for (let index = 0; index < code.length; index++) {
      const wrong = code.slice(0, index) + String((Number(code[index]) + 3) % 10) + code.slice(index + 1);
      expect(isValidPaymentCode(wrong), `digit ${index + 1}`).toBe(false);
    }
    const swapped = code.slice(0, 30) + code[31] + code[30] + code.slice(32);
    if (swapped !== code) expect(isValidPaymentCode(swapped)).toBe(false);
    expect(isValidPaymentCode(code.slice(0, -2))).toBe(false);
    expect(isValidPaymentCode(`${code.slice(0, -1)}x`)).toBe(false);
  });

  it("refuses what does not fit its fields", () => {
    expect(() => paymentCode({ ...invoice, customerId: 1_000_000_000 })).toThrow(RangeError);
    expect(() => paymentCode({ ...invoice, amount: 100_000_000 })).toThrow(RangeError);
    expect(() => paymentCode({ ...invoice, dueDate: "05/12/2026" })).toThrow(RangeError);
  });

  it("is part of the contract: an answer with a broken code is refused", () => {
    const answer = {
      id: 1,
      number: "B 0003-00010242",
      period: "2026-11",
      issue_date: "2026-11-20",
      due_date: "2026-12-05",
      amount: 15_999.5,
      status: "pending",
      paid_at: null,
      pdf_url: "https://api.example/f.pdf",
      payment_code: paymentCode(invoice),
      interruption_credit: null,
      second_due: null,
      electronic: null,
    };
    expect(Invoice.safeParse(answer).success).toBe(true);
    expect(Invoice.safeParse({ ...answer, payment_code: null }).success).toBe(true);
    expect(
      Invoice.safeParse({
        ...answer,
        payment_code: `${answer.payment_code.slice(0, -1)}${(Number(answer.payment_code[39]) + 1) % 10}`,
      }).success,
    ).toBe(false);
  });
});
