import { insert, run, type Db } from "../db.ts";
import { addDays, isoDate, isoDateTime, monthStart, period } from "../dates.ts";
import { billingTerms, caeFor, invoiceTypeFor } from "../e-invoice.ts";
import { along } from "../geo.ts";
import { hashPassword, newId } from "../secrets.ts";
import { PLANS } from "./catalogue.ts";
import type { LocalityGeography } from "./geography.ts";

/**
 * The demo accounts the README and docs/api.md list. Invoice dates are anchored to the
 * day of seeding, so "overdue" and "pending" are true on a fresh sandbox, and so are the
 * due-date stages (decision 118): 20304050's overdue invoice is past both due dates, its
 * pending one before the first; 28444555's is between the two, its surcharge in force.
 */

type Demo = {
  identification: string;
  kind: "person" | "company";
  name: string;
  password?: string;
  contacts: { type: "email" | "phone"; value: string; verified: boolean }[];
  connections: { locality: string; street: number; house_number: number; since: string; plans: number[] }[];
  /** Months back from the current one that are still unpaid (0 = this month's invoice). */
  unpaidMonths: number[];
  /** Days since last month's invoice's first due date: 20 unless said (past the second too). */
  lateDays?: number;
  /** The connections' and services' state: active unless said. */
  connectionStatus?: "suspended";
  /** A promise to pay (decision 119) asked that many days before seeding, for 3 days, covering the overdue invoices. */
  promiseDaysAgo?: number;
};

const DEMOS: Demo[] = [
  {
    identification: "20304050",
    kind: "person",
    name: "Carlos Alberto Gómez",
    contacts: [
      { type: "email", value: "carlos.gomez@example.com", verified: true },
      { type: "phone", value: "+54 9 3541 55-0101", verified: false },
    ],
    connections: [{ locality: "Cosquín", street: 4, house_number: 0.5, since: "2019-03-12", plans: [2, 5] }],
    unpaidMonths: [0, 1],
  },
  {
    identification: "27222333",
    kind: "person",
    name: "María Laura Sosa",
    password: "Portal2026",
    contacts: [
      { type: "email", value: "maria.sosa@example.com", verified: true },
      { type: "phone", value: "+54 9 3541 55-0202", verified: true },
    ],
    connections: [{ locality: "Villa Carlos Paz", street: 5, house_number: 0.45, since: "2021-08-02", plans: [3] }],
    unpaidMonths: [],
  },
  {
    identification: "30712345671",
    kind: "company",
    name: "Serranías Digitales S.A.",
    contacts: [{ type: "email", value: "administracion@serraniasdigitales.example", verified: true }],
    connections: [
      { locality: "La Falda", street: 4, house_number: 0.5, since: "2020-05-18", plans: [4] },
      { locality: "Capilla del Monte", street: 5, house_number: 0.55, since: "2022-11-03", plans: [3, 6] },
    ],
    unpaidMonths: [0],
  },
  {
    identification: "28444555",
    kind: "person",
    name: "Ana Belén Quiroga",
    contacts: [{ type: "email", value: "ana.quiroga@example.com", verified: true }],
    connections: [{ locality: "Bialet Massé", street: 3, house_number: 0.4, since: "2023-04-20", plans: [1] }],
    // Last month's invoice fell due 4 days ago; its second due date is 6 days away.
    unpaidMonths: [1],
    lateDays: 4,
  },
  // The promise to pay (decision 119): a suspended service that may ask for days
  // and be reconnected; and a promise that lapsed, so another is refused as already used
  // this month (unless the sandbox was seeded in a month's first five days: then it is offered).
  {
    identification: "26555444",
    kind: "person",
    name: "Jorge Luis Ferreyra",
    contacts: [{ type: "email", value: "jorge.ferreyra@example.com", verified: true }],
    connections: [
      { locality: "San Antonio de Arredondo", street: 2, house_number: 0.5, since: "2022-02-14", plans: [1] },
    ],
    unpaidMonths: [1],
    connectionStatus: "suspended",
  },
  {
    identification: "29777888",
    kind: "person",
    name: "Lucía Fernanda Paz",
    contacts: [{ type: "email", value: "lucia.paz@example.com", verified: true }],
    connections: [
      { locality: "Villa Santa Cruz del Lago", street: 2, house_number: 0.5, since: "2024-06-03", plans: [2] },
    ],
    unpaidMonths: [1],
    promiseDaysAgo: 5,
  },
];

const PAID_MONTHS = 12;

export async function seedDemoCustomers(db: Db, geography: LocalityGeography[], now: Date) {
  let invoiceNumber = 10_230;
  let connectionNumber = 4_100;
  for (const demo of DEMOS) {
    const customerId = await insert(
      db,
      "INSERT INTO customers (identification, kind, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)",
      [
        demo.identification,
        demo.kind,
        demo.name,
        demo.password ? await hashPassword(demo.password) : null,
        isoDateTime(now),
      ],
    );
    for (const contact of demo.contacts) {
      await run(db, "INSERT INTO contacts (customer_id, type, value, verified) VALUES (?, ?, ?, ?)", [
        customerId,
        contact.type,
        contact.value,
        contact.verified ? 1 : 0,
      ]);
    }
    let monthly = 0;
    for (const connection of demo.connections) {
      const locality = geography.find((place) => place.seed.name === connection.locality)!;
      const street = locality.streets[connection.street]!;
      const number = Math.round(street.to_number * connection.house_number);
      const point = along(street.start, street.end, number / street.to_number);
      const connectionId = await insert(
        db,
        `INSERT INTO connections (customer_id, number, status, street, house_number, locality_id, lat, lng, since)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          customerId,
          `CN-${++connectionNumber}`,
          demo.connectionStatus ?? "active",
          street.name,
          String(number),
          locality.id,
          round(point.lat),
          round(point.lng),
          connection.since,
        ],
      );
      for (const planId of connection.plans) {
        const plan = PLANS.find((candidate) => candidate.id === planId)!;
        monthly += plan.price;
        await run(db, "INSERT INTO services (connection_id, kind, plan_id, status) VALUES (?, ?, ?, ?)", [
          connectionId,
          plan.kind === "tv" ? "tv" : "internet",
          plan.id,
          demo.connectionStatus ?? "active",
        ]);
      }
    }
    for (let monthsAgo = PAID_MONTHS; monthsAgo >= 0; monthsAgo--) {
      const { issue, due } = invoiceDates(now, monthsAgo, demo.lateDays);
      const unpaid = demo.unpaidMonths.includes(monthsAgo);
      const terms = billingTerms(issue, due, monthly);
      const invoiceId = await insert(
        db,
        `INSERT INTO invoices (customer_id, number, period, issue_date, due_date, amount, paid_at, pdf_token, second_due_date, second_due_amount, cae_expires_on)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          customerId,
          `${invoiceTypeFor(demo.kind)} 0003-${String(++invoiceNumber).padStart(8, "0")}`,
          period(monthStart(now, monthsAgo)),
          isoDate(issue),
          isoDate(due),
          monthly,
          unpaid ? null : isoDateTime(addDays(due, -3)),
          newId(),
          terms.second_due_date,
          terms.second_due_amount,
          terms.cae_expires_on,
        ],
      );
      await run(db, "UPDATE invoices SET cae = ? WHERE id = ?", [caeFor(invoiceId), invoiceId]);
    }
    if (demo.promiseDaysAgo !== undefined) {
      const asked = addDays(now, -demo.promiseDaysAgo);
      const covered = (
        await db.execute({
          sql: "SELECT id, amount FROM invoices WHERE customer_id = ? AND paid_at IS NULL AND due_date < ?",
          args: [customerId, isoDate(asked)],
        })
      ).rows as unknown as { id: number; amount: number }[];
      await run(
        db,
        "INSERT INTO payment_promises (customer_id, days, pay_by, invoice_ids, amount, reconnected, created_at) VALUES (?, 3, ?, ?, ?, 0, ?)",
        [
          customerId,
          isoDate(addDays(asked, 3)),
          JSON.stringify(covered.map((invoice) => Number(invoice.id))),
          covered.reduce((sum, invoice) => sum + Number(invoice.amount), 0),
          isoDateTime(asked),
        ],
      );
    }
  }
}

/**
 * Last month's invoice fell due 20 days ago (overdue, past its second due date too) or
 * `lateDays` ago; this month's falls due in 10 days (pending); older ones were issued on
 * the 1st and fell due on the 15th.
 */
function invoiceDates(now: Date, monthsAgo: number, lateDays = 20) {
  if (monthsAgo === 0) return { issue: addDays(now, -5), due: addDays(now, 10) };
  if (monthsAgo === 1) return { issue: addDays(now, -lateDays - 15), due: addDays(now, -lateDays) };
  const start = monthStart(now, monthsAgo);
  return { issue: start, due: addDays(start, 14) };
}

/** The demo accounts' history: claims, streaming and automatic debit. */
export async function seedDemoHistory(db: Db, now: Date) {
  const customer = async (identification: string) =>
    Number(
      (await db.execute({ sql: "SELECT id FROM customers WHERE identification = ?", args: [identification] })).rows[0]!
        .id,
    );
  const carlos = await customer("20304050");
  const maria = await customer("27222333");

  const at = (days: number) => isoDateTime(addDays(now, -days));
  const openId = await insert(
    db,
    `INSERT INTO tickets (customer_id, number, category_id, connection_id, status, subject, solved, created_at, updated_at)
     VALUES (?, 'R-104233', 2, (SELECT id FROM connections WHERE customer_id = ? LIMIT 1), 'in_progress', ?, NULL, ?, ?)`,
    [carlos, carlos, "Internet lento a la noche", at(3), at(2)],
  );
  await run(
    db,
    "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?), (?, 'agent', ?, ?)",
    [
      openId,
      "Desde hace una semana, entre las 20 y las 24, la conexión baja a menos de 10 megas.",
      at(3),
      openId,
      "Hola Carlos, revisamos tu conexión y vamos a cambiar el puerto de tu caja. Te avisamos cuando esté hecho.",
      at(2),
    ],
  );
  const closedId = await insert(
    db,
    `INSERT INTO tickets (customer_id, number, category_id, connection_id, status, subject, solved, created_at, updated_at)
     VALUES (?, 'R-101877', 3, (SELECT id FROM connections WHERE customer_id = ? LIMIT 1), 'closed', ?, 1, ?, ?)`,
    [carlos, carlos, "El decodificador no enciende", at(60), at(57)],
  );
  await run(
    db,
    "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?), (?, 'agent', ?, ?)",
    [
      closedId,
      "El decodificador del living no prende desde ayer.",
      at(60),
      closedId,
      "Un técnico cambió el decodificador. Quedó funcionando; cerramos el reclamo.",
      at(57),
    ],
  );

  const subscriptionId = await insert(
    db,
    "INSERT INTO streaming_subscriptions (customer_id, plan_id, state, started_at, updated_at) VALUES (?, 2, 'active', ?, ?)",
    [maria, at(200), at(200)],
  );
  await run(db, "INSERT INTO streaming_subscription_extras (subscription_id, extra_id) VALUES (?, 1)", [
    subscriptionId,
  ]);

  const internet = (
    await db.execute({
      sql: "SELECT services.id FROM services JOIN connections ON connections.id = services.connection_id WHERE connections.customer_id = ?",
      args: [maria],
    })
  ).rows.map((row) => Number(row.id));
  await run(
    db,
    `INSERT INTO debit_subscriptions (customer_id, checkout_token, status, services, return_url, created_at, updated_at)
     VALUES (?, 'seeded-debit-27222333', 'active', ?, 'https://portal.nodosur.example/subscription/success', ?, ?)`,
    [maria, JSON.stringify(internet), at(300), at(300)],
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
