import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoicePage } from "../../contract/customer";
import { PaymentReport, PaymentReportList, Ticket, TicketCategoryList, TicketPage } from "../../contract/tickets";
import { run } from "../../sandbox/db";
import { fakeFile, startTestSandbox } from "./harness";

const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let carlos: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  carlos = await sandbox.client.login("20304050");
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

function filesForm(...files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  return form;
}

// The categories' list and its 401 without a session are the conformance kit's
// (listClaimCategories.answers, .no_token); here, the sandbox's categories.
describe("claims", () => {
  it("gives each category the Reglamento's deadline: 3 working days for faults, 5 for billing, 10 for the rest", async () => {
    const categories = TicketCategoryList.parse(
      (await call("GET", "/v3/tickets/reclamos/categorias", { token: carlos })).body,
    );
    expect(Object.fromEntries(categories.map((category) => [category.name, category.deadline_working_days]))).toEqual({
      "Sin servicio de internet": 3,
      "Internet lento o intermitente": 3,
      "Problemas con la TV": 3,
      "Facturación y pagos": 5,
      "Cambio de plan o de domicilio": 10,
      Otro: 10,
    });
  });

  it("lists one open and one closed claim of the demo customer", async () => {
    const page = TicketPage.parse((await call("GET", "/v3/tickets", { token: carlos })).body);
    expect(page.data.map((ticket) => ticket.status).sort()).toEqual(["closed", "in_progress"]);
    const closed = TicketPage.parse((await call("GET", "/v3/tickets?status=closed", { token: carlos })).body);
    expect(closed.data).toHaveLength(1);
    expect(closed.data[0]).toMatchObject({ solved: true, feedback: null });
  });

  it("opens a claim, shows it, and takes messages and files", async () => {
    const created = await call("POST", "/v3/tickets/reclamos", {
      token: carlos,
      json: { category_id: 1, subject: "Sin internet", message: "Desde esta mañana no hay conexión." },
    });
    expect(created.status).toBe(201);
    const ticket = Ticket.parse(created.body);
    expect(ticket).toMatchObject({ status: "open", number: `R-${100000 + ticket.id}`, category: { id: 1 } });

    const replied = Ticket.parse(
      (
        await call("POST", `/v3/tickets/${ticket.id}/messages`, {
          token: carlos,
          json: { message: "Ya reinicié el router." },
        })
      ).body,
    );
    expect(replied.messages.map((message) => message.body)).toEqual([
      "Desde esta mañana no hay conexión.",
      "Ya reinicié el router.",
    ]);

    const form = filesForm(fakeFile("png", "router.png"), fakeFile("pdf", "factura.pdf"));
    form.set("message", "Foto de las luces del router.");
    const withFiles = await call("POST", `/v3/tickets/${ticket.id}/message-files`, { token: carlos, form });
    expect(withFiles.status).toBe(201);
    const last = Ticket.parse(withFiles.body).messages.pop()!;
    expect(last.body).toBe("Foto de las luces del router.");
    expect(last.files.map((file) => file.name)).toEqual(["router.png", "factura.pdf"]);
    const download = await fetch(last.files[0]!.url);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect((await download.arrayBuffer()).byteLength).toBe(1024);

    const shown = Ticket.parse((await call("GET", `/v3/tickets/${ticket.id}`, { token: carlos })).body);
    expect(shown.messages).toHaveLength(3);
  });

  it("refuses files of another type or over 5 MB", async () => {
    const [open] = TicketPage.parse((await call("GET", "/v3/tickets?status=in_progress", { token: carlos })).body).data;
    const wrong = await call("POST", `/v3/tickets/${open!.id}/message-files`, {
      token: carlos,
      form: filesForm(fakeFile("txt", "notas.txt")),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.files[0]).toMatch(/PDF, JPG o PNG/);
    const big = await call("POST", `/v3/tickets/${open!.id}/message-files`, {
      token: carlos,
      form: filesForm(fakeFile("jpg", "foto.jpg", 5 * 1024 * 1024 + 10)),
    });
    expect(big.status).toBe(413);
    const none = await call("POST", `/v3/tickets/${open!.id}/message-files`, { token: carlos, form: new FormData() });
    expect(none.status).toBe(400);
  });

  it("validates a new claim per field", async () => {
    const { status, body } = await call("POST", "/v3/tickets/reclamos", {
      token: carlos,
      json: { category_id: 99, subject: "a", message: "" },
    });
    expect(status).toBe(400);
    expect(body.errors.subject).toEqual(["Escribí un asunto de al menos 3 caracteres"]);
    expect(body.errors.message).toEqual(["Escribí tu mensaje"]);
    const unknownCategory = await call("POST", "/v3/tickets/reclamos", {
      token: carlos,
      json: { category_id: 99, subject: "Algo", message: "Texto" },
    });
    expect(unknownCategory.body.errors.category_id).toEqual(["Elegí un motivo de la lista"]);
  });

  it("reports solved, takes feedback once on closed claims, and reopens when not solved", async () => {
    const [open] = TicketPage.parse((await call("GET", "/v3/tickets?status=in_progress", { token: carlos })).body).data;
    expect(
      (await call("POST", `/v3/tickets/${open!.id}/feedback`, { token: carlos, json: { rating: 5 } })).status,
    ).toBe(409);
    const solved = Ticket.parse(
      (await call("POST", `/v3/tickets/${open!.id}/report`, { token: carlos, json: { solved: true } })).body,
    );
    expect(solved).toMatchObject({ status: "closed", solved: true });
    expect(
      (await call("POST", `/v3/tickets/${open!.id}/messages`, { token: carlos, json: { message: "Hola" } })).status,
    ).toBe(409);

    expect(
      (await call("POST", `/v3/tickets/${open!.id}/feedback`, { token: carlos, json: { rating: 6 } })).body.errors
        .rating,
    ).toEqual(["Elegí de 1 a 5 estrellas"]);
    const rated = Ticket.parse(
      (
        await call("POST", `/v3/tickets/${open!.id}/feedback`, {
          token: carlos,
          json: { rating: 4, comment: "Rápidos" },
        })
      ).body,
    );
    expect(rated.feedback).toMatchObject({ rating: 4, comment: "Rápidos" });
    expect(
      (await call("POST", `/v3/tickets/${open!.id}/feedback`, { token: carlos, json: { rating: 1 } })).status,
    ).toBe(409);

    const reopened = Ticket.parse(
      (await call("POST", `/v3/tickets/${open!.id}/report`, { token: carlos, json: { solved: false } })).body,
    );
    expect(reopened).toMatchObject({ status: "open", solved: false });
  });

  // Another customer's claim answering 404 is the conformance kit's (getClaim.ownership).
  it("answers 404 for a claim id that is not a number", async () => {
    expect((await call("GET", "/v3/tickets/abc", { token: carlos })).status).toBe(404);
  });

  it("answers each claim's due date: its category's working days after the day it was filed in Buenos Aires", async () => {
    const open = async (category_id: number, filedAt: string) => {
      const { id } = Ticket.parse(
        (
          await call("POST", "/v3/tickets/reclamos", {
            token: carlos,
            json: { category_id, subject: "Plazo", message: "¿Cuándo vence?" },
          })
        ).body,
      );
      await run(sandbox.sandbox.db, "UPDATE tickets SET created_at = ? WHERE id = ?", [filedAt, id]);
      return id;
    };
    // Thursday 19/11/2026 at 22:30 in Buenos Aires (Friday in UTC): 20, 24, 25 (Monday 23 is a holiday).
    const fault = await open(1, "2026-11-20T01:30:00.000Z");
    // Friday 20/11/2026: 24, 25, 26, 27, 30.
    const billing = await open(4, "2026-11-20T15:00:00.000Z");
    // Tuesday 1/12/2026: ten working days, 8/12 skipped.
    const other = await open(6, "2026-12-01T15:00:00.000Z");
    const shown = async (id: number) =>
      Ticket.parse((await call("GET", `/v3/tickets/${id}`, { token: carlos })).body).due_date;
    expect([await shown(fault), await shown(billing), await shown(other)]).toEqual([
      "2026-11-25",
      "2026-11-30",
      "2026-12-16",
    ]);
    const listed = TicketPage.parse((await call("GET", "/v3/tickets?per_page=50", { token: carlos })).body).data;
    expect(listed.find((ticket) => ticket.id === billing)?.due_date).toBe("2026-11-30");
  });
});

describe("payment reports", () => {
  function reportForm(fields: Record<string, string>, receipt?: File) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (receipt) form.set("receipt", receipt);
    return form;
  }

  it("reports a payment with its receipt and lists it", async () => {
    const [invoice] = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=overdue", { token: carlos })).body,
    ).data;
    const form = reportForm(
      { amount: String(invoice!.amount), date: yesterday, method: "transferencia", notes: "" },
      fakeFile("jpg", "comprobante.jpg"),
    );
    const created = await call("POST", `/v3/informe/pagos/${invoice!.id}`, { token: carlos, form });
    expect(created.status).toBe(201);
    const report = PaymentReport.parse(created.body);
    expect(report).toMatchObject({
      invoice: { id: invoice!.id },
      method: "transferencia",
      status: "received",
      notes: null,
    });
    expect(report.receipt.content_type).toBe("image/jpeg");
    const list = PaymentReportList.parse((await call("GET", "/v3/informe/pagos", { token: carlos })).body);
    expect(list.map((item) => item.id)).toEqual([report.id]);
  });

  it("answers a report identical to one under review with that report, not a second one", async () => {
    const [invoice] = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=pending", { token: carlos })).body,
    ).data;
    const fields = { amount: "1234.5", date: yesterday, method: "deposito" };
    const first = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm(fields, fakeFile("pdf", "a.pdf")),
    });
    expect(first.status).toBe(201);
    const again = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm({ ...fields, notes: "otra vez" }, fakeFile("png", "b.png")),
    });
    expect(again.status).toBe(200);
    expect(PaymentReport.parse(again.body).id).toBe(first.body.id);
    // Another amount is another payment.
    const other = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm({ ...fields, amount: "1000" }, fakeFile("pdf", "c.pdf")),
    });
    expect(other.status).toBe(201);
    // A rejected report may be sent anew.
    await run(sandbox.sandbox.db, "UPDATE payment_reports SET status = 'rejected' WHERE id = ?", [first.body.id]);
    const anew = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm(fields, fakeFile("pdf", "d.pdf")),
    });
    expect(anew.status).toBe(201);
    expect(anew.body.id).not.toBe(first.body.id);
  });

  it("validates the fields, the receipt and the invoice", async () => {
    const [invoice] = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=pending", { token: carlos })).body,
    ).data;
    const bad = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm({ amount: "0", date: "2999-01-01", method: "trueque" }, fakeFile("pdf", "r.pdf")),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["amount", "date", "method"]);
    expect(bad.body.errors.date).toEqual(["La fecha no puede ser futura"]);
    const fields = { amount: "1000", date: yesterday, method: "efectivo" };
    const noReceipt = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm(fields),
    });
    expect(noReceipt.body.errors.receipt).toEqual(["Adjuntá un archivo"]);
    const docx = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm(fields, fakeFile("docx", "r.docx")),
    });
    expect(docx.status).toBe(400);
    const big = await call("POST", `/v3/informe/pagos/${invoice!.id}`, {
      token: carlos,
      form: reportForm(fields, fakeFile("pdf", "r.pdf", 6 * 1024 * 1024)),
    });
    expect(big.status).toBe(413);
    const [paid] = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=paid", { token: carlos })).body,
    ).data;
    expect(
      (
        await call("POST", `/v3/informe/pagos/${paid!.id}`, {
          token: carlos,
          form: reportForm(fields, fakeFile("pdf", "r.pdf")),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call("POST", "/v3/informe/pagos/99999", {
          token: carlos,
          form: reportForm(fields, fakeFile("pdf", "r.pdf")),
        })
      ).status,
    ).toBe(404);
  });
});
