import { all, run, type Db } from "../db.ts";
import { addDays, isoDateTime } from "../dates.ts";
import { signalReading } from "../routes/equipment.ts";

/**
 * Each demo connection's equipment, so every state is reachable by signing in (decision 102):
 * Carlos's in Cosquín offline (an outage is seeded there), María's online with a good
 * signal, the company's La Falda online with a weak one and Capilla del Monte offline since
 * yesterday. Connections not named here get the default (online, good) on first read.
 */
const DEMO_EQUIPMENT: {
  locality: string;
  identification: string;
  model: string;
  state: "online" | "offline";
  dbm: number | null;
  daysAgo: number;
}[] = [
  {
    identification: "20304050",
    locality: "Cosquín",
    model: "Router Wi-Fi ZTE F670L",
    state: "offline",
    dbm: null,
    daysAgo: 0.1,
  },
  {
    identification: "27222333",
    locality: "Villa Carlos Paz",
    model: "Router Wi-Fi ZTE F670L",
    state: "online",
    dbm: -19.2,
    daysAgo: 12,
  },
  {
    identification: "30712345671",
    locality: "La Falda",
    model: "ONT Huawei HG8145V5",
    state: "online",
    dbm: -28.4,
    daysAgo: 3,
  },
  {
    identification: "30712345671",
    locality: "Capilla del Monte",
    model: "ONT Huawei HG8145V5",
    state: "offline",
    dbm: null,
    daysAgo: 1,
  },
];

export async function seedEquipment(db: Db, now: Date) {
  for (const demo of DEMO_EQUIPMENT) {
    const connections = await all<{ id: number }>(
      db,
      `SELECT connections.id FROM connections JOIN customers ON customers.id = connections.customer_id
       JOIN localities ON localities.id = connections.locality_id WHERE customers.identification = ? AND localities.name = ?`,
      [demo.identification, demo.locality],
    );
    for (const { id } of connections) {
      await run(
        db,
        "INSERT INTO equipment (connection_id, model, state, since, signal_dbm, signal_reading) VALUES (?, ?, ?, ?, ?, ?)",
        [id, demo.model, demo.state, isoDateTime(addDays(now, -demo.daysAgo)), demo.dbm, signalReading(demo.dbm)],
      );
    }
  }
}
