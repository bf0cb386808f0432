import { one, run, type Db } from "../db.ts";
import { monthStart, period } from "../dates.ts";
import { createOutage, updateOutage } from "../outages.ts";
import { PLANS } from "./catalogue.ts";

/**
 * The demo's outages (decision 101), relative to the seeding clock so every state is on show:
 * Cosquín (DNI 20304050) being repaired with an estimate for later today, La Falda (the
 * company 30712345671) under investigation with no estimate, and one in Tanti resolved
 * this morning. And the credit those days earned on one of 20304050's paid invoices.
 */
export async function seedOutages(db: Db, now: Date) {
  const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
  // Estimates are given to the half hour, as an operator would.
  const halfHour = (date: Date) => new Date(Math.ceil(date.getTime() / 1_800_000) * 1_800_000);

  const cosquin = await createOutage(db, {
    localities: ["Cosquín"],
    area: "Centro y barrio San José",
    services: ["internet", "tv"],
    cause: "Un corte de fibra óptica en la ruta 38, por una obra vial.",
    state: "investigating",
    started_at: minutes(-190).toISOString(),
    estimated_end: null,
    message: "Detectamos que no hay servicio en parte de Cosquín. Estamos buscando la causa.",
  });
  await updateOutage(db, cosquin, minutes(-120), {
    state: "repairing",
    estimated_end: halfHour(minutes(150)).toISOString(),
    message: "Encontramos un corte de fibra en la ruta 38. Una cuadrilla ya está reparándolo.",
  });

  await createOutage(db, {
    localities: ["La Falda"],
    area: null,
    services: ["internet"],
    cause: "Estamos investigando la causa.",
    state: "investigating",
    started_at: minutes(-40).toISOString(),
    estimated_end: null,
    message: "Detectamos que no hay internet en La Falda. Estamos investigando la causa.",
  });

  const tanti = await createOutage(db, {
    localities: ["Tanti"],
    area: null,
    services: ["internet"],
    cause: "Una falla de energía en el nodo de Tanti.",
    state: "repairing",
    started_at: minutes(-20 * 60).toISOString(),
    estimated_end: minutes(-16 * 60).toISOString(),
    message: "Sin servicio en Tanti por una falla de energía en el nodo. Estamos trabajando.",
  });
  await run(db, "UPDATE outages SET state = 'resolved', resolved_at = ? WHERE id = ?", [
    minutes(-17 * 60).toISOString(),
    tanti,
  ]);
  await run(db, "INSERT INTO outage_updates (outage_id, at, state, message) VALUES (?, ?, 'resolved', ?)", [
    tanti,
    minutes(-17 * 60).toISOString(),
    "El servicio ya está normalizado.",
  ]);

  // Two days without internet, at the plan's daily price (a month counts 30 days).
  const price = PLANS.find((plan) => plan.id === 2)!.price;
  const invoice = await one<{ id: number }>(
    db,
    `SELECT invoices.id FROM invoices JOIN customers ON customers.id = invoices.customer_id
     WHERE customers.identification = '20304050' AND invoices.period = ? AND invoices.paid_at IS NOT NULL`,
    [period(monthStart(now, 2))],
  );
  if (invoice) {
    await run(db, "UPDATE invoices SET credit_days = 2, credit_amount = ? WHERE id = ?", [
      Math.round((price / 30) * 2 * 100) / 100,
      invoice.id,
    ]);
  }
}
