import { describe, expect, it } from "vitest";
import { api, createCustomer, freshDni, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, hrefOf, links, textOf, Visitor, type Page } from "../support/visitor";

/**
 * The guided diagnosis (decision 101) as the server answers it, without JavaScript: an outage
 * in the area is the first screen (nothing to file), a question sent without a choice is
 * asked again with a message, FLAG_OUTAGES off skips the outage check, and the ending that
 * finds nothing fills the claim form with what was found. The outage is started in Molinari,
 * a locality no other test uses; the other customers live in the first seeded locality.
 */

const CURRENT = "/v2/customers/current";

async function customer(locality?: string) {
  const identification = await createCustomer({
    plans: [3],
    email: `diag${await freshDni()}@example.com`,
    ...(locality ? { locality } : {}),
  });
  const token = await sandboxToken(identification);
  const [connection] = (await api("GET", `${CURRENT}/conexiones`, { token })).body as { id: number }[];
  return { token, connectionId: connection!.id, diagnosis: `/mi-cuenta/mi-conexion/${connection!.id}/diagnostico` };
}

/** Sends a question's form as a browser without JavaScript would: a GET with its fields. */
function answer(visitor: Visitor, page: Page, choice: Record<string, string>) {
  const form = [...page.doc.querySelectorAll("main form")].find(
    (candidate) => (candidate.getAttribute("method") ?? "get").toLowerCase() === "get",
  )!;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input[type="hidden"]'))
    fields.set(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  for (const [name, value] of Object.entries(choice)) fields.set(name, value);
  return visitor.open(`${new URL(form.getAttribute("action") ?? page.url.pathname, page.url).pathname}?${fields}`);
}

describe("the guided diagnosis", () => {
  it("starts with the outage in the customer's area: nothing to file, a way to be told, and a way on if it is another problem", async () => {
    const { token, diagnosis } = await customer("Molinari");
    const started = await api("POST", "/__faults/outages", {
      json: {
        localities: ["Molinari"],
        state: "repairing",
        estimated_end_in_minutes: 120,
        cause: "Un poste caído en la ruta 38.",
      },
    });
    expect(started.status).toBe(201);
    try {
      const visitor = await new Visitor().signIn(token);
      const page = await visitor.open(diagnosis);
      expect(heading(page.doc)).toBe("Hay un corte en tu zona");
      expect(textOf(page.doc.querySelector("main .lead")!)).toMatch(
        /^Hay un corte en Molinari desde el \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
      );
      expect(textOf(page.doc)).toContain("Estimamos que vuelve el");
      expect(textOf(page.doc)).toContain("Un poste caído en la ruta 38.");
      expect(textOf(page.doc)).toContain("No hace falta que hagas un reclamo");
      expect(
        page.doc.querySelector(`main form[action="/mi-cuenta/cortes/${started.body.id}/avisarme"]`),
      ).not.toBeNull();
      const other = await visitor.open(hrefOf(page.doc, "Mi problema es otro")!);
      expect(heading(other.doc)).toBe("¿Qué te pasa?");

      // With the outages module off, nothing is asked about outages: the first question straight away.
      const off = await (await new Visitor(SERVERS.modulesOff).signIn(token)).open(diagnosis);
      expect(heading(off.doc)).toBe("¿Qué te pasa?");
    } finally {
      await api("POST", `/__faults/outages/${started.body.id}/resolve`, { json: {} });
    }
  });

  it("asks a question sent without a choice again, with a message", async () => {
    const { token, diagnosis } = await customer();
    const visitor = await new Visitor().signIn(token);
    const page = await answer(visitor, await visitor.open(diagnosis), {});
    expect(page.status).toBe(200);
    expect(page.doc.title).toMatch(/^Error: /);
    expect(textOf(page.doc.querySelector(".error-summary")!)).toContain("Elegí una opción");
    expect(heading(page.doc)).toBe("¿Qué te pasa?");
  });

  it("ends, when nothing is found, in a claim form filled with what was found and the answers", async () => {
    const { token, connectionId, diagnosis } = await customer();
    await api("POST", `/__faults/equipment/${connectionId}`, { json: { signal_dbm: -28.4 } });
    const visitor = await new Visitor().signIn(token);
    let page = await answer(visitor, await visitor.open(diagnosis), { problema: "lento" });
    expect(heading(page.doc)).toBe("¿Reiniciaste tu equipo en la última hora?");
    page = await answer(visitor, page, { reinicio: "si" });
    expect(heading(page.doc)).toBe("¿Te pasa en todos tus dispositivos?");
    page = await answer(visitor, page, { dispositivos: "todos" });
    expect(heading(page.doc)).toBe("Lo que encontramos");
    expect(textOf(page.doc)).toContain("débil (−28,4 dBm)");
    expect(textOf(page.doc)).toContain("No hay cortes conocidos");
    // Without JavaScript the speed test is not offered: it could not run.
    expect(page.doc.querySelector(".speed-test")).toBeNull();

    const claim = await answer(visitor, page, {});
    expect(claim.url.pathname).toBe("/mi-cuenta/reclamos/crear");
    expect(
      claim.doc.querySelector<HTMLInputElement>('input[name="category_id"][checked]')!.parentElement!.textContent,
    ).toContain("Internet lento o intermitente");
    expect(claim.doc.querySelector('input[name="subject"]')!.getAttribute("value")).toBe("Internet anda lento");
    const message = claim.doc.querySelector("textarea[name=message]")!.textContent!;
    expect(message).toContain("- Problema: Internet anda lento");
    expect(message).toMatch(/- Equipo: .+, en línea/);
    expect(message).toContain("- Señal: débil (−28,4 dBm)");
    expect(message).toContain("- Corte en la zona: ninguno conocido");
    expect(message).toContain("- ¿Reiniciaste tu equipo en la última hora? Sí, y sigue igual");
    expect(message).toContain("- ¿Te pasa en todos tus dispositivos? Sí, en todos");
    // The answers go with the form, for the claim's diagnosis; the facts never do (the server reads them again).
    const hidden = Object.fromEntries(
      [...claim.doc.querySelectorAll('main input[type="hidden"]')].map((input) => [
        input.getAttribute("name"),
        input.getAttribute("value"),
      ]),
    );
    expect(hidden).toMatchObject({
      diagnostico: "1",
      conexion: String(connectionId),
      problema: "lento",
      reinicio: "si",
      dispositivos: "todos",
    });
    expect(Object.keys(hidden).filter((name) => /equipment|signal|outage|estado|senal/.test(name!))).toEqual([]);
  });

  it("sends an offline equipment to the checklist first, with a way to check again", async () => {
    const { token, connectionId, diagnosis } = await customer();
    await api("POST", `/__faults/equipment/${connectionId}`, { json: { state: "offline" } });
    const visitor = await new Visitor().signIn(token);
    const page = await answer(visitor, await visitor.open(diagnosis), { problema: "sin-internet" });
    expect(heading(page.doc)).toBe("Tu equipo no responde");
    expect(textOf(page.doc)).toContain("Desenchufá el equipo, esperá 30 segundos");
    expect(hrefOf(page.doc, "Volver a comprobar")).toBe(`${diagnosis}?problema=sin-internet`);
    expect(links(page.doc, "Ya hice todo y sigue sin andar")).toHaveLength(1);
  });
});
