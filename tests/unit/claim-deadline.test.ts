import { describe, expect, it } from "vitest";
import { withDeadline } from "~/routes/mi-cuenta/reclamos/claims.server";

// The portal counts no working days: it shows the API's due date (decision 092).
describe("a claim's deadline", () => {
  it("is the due date the API answered", () => {
    expect(withDeadline({ due_date: "2026-11-26", status: "open" }, "2026-11-20").deadline).toBe("2026-11-26");
  });

  it("is overdue only after that day (Buenos Aires), and never once closed", () => {
    expect(withDeadline({ due_date: "2026-11-26", status: "open" }, "2026-11-26").overdue).toBe(false);
    expect(withDeadline({ due_date: "2026-11-26", status: "in_progress" }, "2026-11-27").overdue).toBe(true);
    expect(withDeadline({ due_date: "2026-11-26", status: "closed" }, "2026-11-27").overdue).toBe(false);
  });
});
