import { insert, one, run, type Db } from "../db.ts";
import { addDays, argentinaDay, isoDateTime } from "../dates.ts";
import { WINDOWS, WINDOW_CAPACITY, upcomingWindows } from "../visit-windows.ts";

/**
 * The demo accounts' technician visits (decision 103): María (27222333, Villa Carlos Paz) has a
 * claim that needs a visit not booked yet; the company (30712345671) one with a visit booked
 * at its Capilla del Monte connection. In both localities the first window is full with the
 * provider's other customers, so a taken window is there to see.
 */
export async function seedDemoVisits(db: Db, now: Date) {
  const at = (days: number) => isoDateTime(addDays(now, -days));
  const connection = (identification: string, locality: string) =>
    one<{ customer_id: number; id: number; locality_id: number }>(
      db,
      `SELECT connections.customer_id, connections.id, connections.locality_id FROM connections
       JOIN customers ON customers.id = connections.customer_id JOIN localities ON localities.id = connections.locality_id
       WHERE customers.identification = ? AND localities.name = ?`,
      [identification, locality],
    );
  const claim = async (
    number: string,
    owner: { customer_id: number; id: number },
    subject: string,
    message: string,
  ) => {
    const id = await insert(
      db,
      `INSERT INTO tickets (customer_id, number, category_id, connection_id, status, subject, visit_required, created_at, updated_at)
       VALUES (?, ?, 1, ?, 'open', ?, 1, ?, ?)`,
      [owner.customer_id, number, owner.id, subject, at(1), at(1)],
    );
    await run(db, "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?)", [
      id,
      message,
      at(1),
    ]);
    return id;
  };

  const maria = (await connection("27222333", "Villa Carlos Paz"))!;
  const company = (await connection("30712345671", "Capilla del Monte"))!;
  await claim(
    "R-104310",
    maria,
    "Sin internet desde anoche",
    "El módem tiene la luz LOS en rojo y no hay internet en ningún dispositivo.",
  );
  const booked = await claim(
    "R-104311",
    company,
    "Sin internet en la sucursal",
    "La conexión de Capilla del Monte no tiene servicio desde ayer a la tarde.",
  );

  const windows = upcomingWindows(argentinaDay(now));
  const second = windows.find((window) => window.date === windows[WINDOWS.length]!.date && window.start === "12:00")!;
  await run(
    db,
    `INSERT INTO visits (ticket_id, locality_id, date, start, end, state, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'confirmed', ?, ?, ?)`,
    [
      booked,
      company.locality_id,
      second.date,
      second.start,
      second.end,
      "Preguntar por Sofía en recepción.",
      at(1),
      at(1),
    ],
  );
  for (const locality of [maria.locality_id, company.locality_id]) {
    await run(db, "INSERT INTO visit_window_holds (locality_id, date, start, taken) VALUES (?, ?, ?, ?)", [
      locality,
      windows[0]!.date,
      windows[0]!.start,
      WINDOW_CAPACITY,
    ]);
  }
}
