import { describe, expect, it } from "vitest";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { heading, hrefOf, textOf, Visitor } from "../support/visitor";

/**
 * Outages by area (decision 101), as the server renders them: the public status page, the
 * notice first on the customer home and on Mi conexión with "Avisarme cuando vuelva" sent
 * without JavaScript, a claim joined to an outage, the credit on the invoice list, and a
 * failing outages call that leaves the page standing. Test outages go where no other test's
 * customers live (Huerta Grande, San Esteban; the browser journey uses Valle Hermoso).
 */

const TIME_ZONE = "America/Argentina/Buenos_Aires";
const clock = (iso: string) =>
  new Intl.DateTimeFormat("es-AR", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
const day = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date(iso));

async function outageIn(locality: string, json: Record<string, unknown> = {}) {
  const answer = await api("POST", "/__faults/outages", {
    json: { localities: [locality], state: "repairing", cause: `Prueba en ${locality}`, ...json },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; started_at: string; estimated_end: string | null };
}

/** The first thing after the page's heading. */
const afterHeading = (doc: Document) => doc.querySelector("h1")!.nextElementSibling;

describe("the public status page", () => {
  it("lists the current outages by locality, with their state in Spanish, times, area, cause and updates", async () => {
    const page = await new Visitor().open("/estado-del-servicio");
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe("Estado del servicio");
    const cosquin = page.doc.querySelector('article[aria-labelledby="corte-1"]')!;
    const text = textOf(cosquin);
    expect(text).toContain("Corte en Cosquín");
    expect(text).toContain("Reparando");
    expect(text).toContain("Centro y barrio San José");
    expect(text).toContain("Un corte de fibra óptica en la ruta 38");
    expect(text).toContain("Encontramos un corte de fibra en la ruta 38.");
    expect(text).toMatch(/Estimamos que vuelve\s*(a las|el \d\d\/\d\d a las) \d\d:\d\d/);
    const all = textOf(page.doc.querySelector("main")!);
    expect(all).toContain("Corte en La Falda");
    expect(all).toContain("Investigando");
    expect(all).toMatch(/Estimamos que vuelve\s*Todavía no lo sabemos/);
    expect(all).toContain("Corte en Tanti");
    expect(all).toContain("Resuelto");
  });

  it("finds a locality with a GET form or a link, without JavaScript", async () => {
    const visitor = new Visitor();
    const form = (await visitor.open("/estado-del-servicio")).doc.querySelector(
      'form[method="get"] select[name="localidad"]',
    );
    expect(form).not.toBeNull();
    const laFalda = await visitor.open(`/estado-del-servicio?${new URLSearchParams({ localidad: "La Falda" })}`);
    expect(textOf(laFalda.doc.querySelector("main")!)).toContain("Corte en La Falda");
    expect(textOf(laFalda.doc.querySelector("main")!)).not.toContain("Corte en Cosquín");
    expect(hrefOf(laFalda.doc, "Cosquín")).toBe(
      `/estado-del-servicio?${new URLSearchParams({ localidad: "Cosquín" })}`,
    );
    const quiet = await visitor.open(`/estado-del-servicio?${new URLSearchParams({ localidad: "La Cumbre" })}`);
    expect(textOf(quiet.doc.querySelector("main")!)).toContain("No hay cortes informados en La Cumbre.");
  });

  it("is linked from the home page and the no-service screens", async () => {
    for (const path of ["/", "/sin-servicio", "/intenta-mas-tarde"]) {
      const page = await new Visitor().open(path);
      expect(page.doc.querySelectorAll('a[href="/estado-del-servicio"]').length, path).toBeGreaterThan(0);
    }
  });
});

describe("the customer's outage notice", () => {
  it('comes first on the home and on Mi conexión, and "Avisarme cuando vuelva" works without JavaScript', async () => {
    const identification = await createCustomer({ plans: [2], locality: "Huerta Grande", email: "huerta@example.com" });
    const outage = await outageIn("Huerta Grande", {
      started_minutes_ago: 45,
      estimated_end_in_minutes: 150,
      message: "Una cuadrilla está en camino.",
    });
    const visitor = await new Visitor().signIn(await sandboxToken(identification));

    const home = await visitor.open("/mi-cuenta");
    const notice = afterHeading(home.doc)!;
    expect(notice.classList.contains("outage-notice")).toBe(true);
    const started = clock(outage.started_at);
    const end = outage.estimated_end!;
    expect(textOf(notice)).toContain(
      day(outage.started_at) === day(new Date().toISOString())
        ? `Hay un corte en Huerta Grande desde las ${started}.`
        : `Hay un corte en Huerta Grande desde el`,
    );
    expect(textOf(notice)).toContain(
      `Estimamos que vuelve ${day(end) === day(new Date().toISOString()) ? "a las" : "el"}`,
    );
    expect(textOf(notice)).toContain(clock(end));
    expect(textOf(notice)).toContain("Una cuadrilla está en camino.");
    expect(textOf(notice)).toContain("Los días sin servicio se bonifican en tu próxima factura.");
    expect(hrefOf(notice, "Ver todas las novedades del corte")).toBe(`/estado-del-servicio#corte-${outage.id}`);

    const connection = await visitor.open("/mi-cuenta/mi-conexion");
    expect(afterHeading(connection.doc)!.classList.contains("outage-notice")).toBe(true);

    const sent = await visitor.submit("/mi-cuenta/mi-conexion", { volver: "/mi-cuenta/mi-conexion" });
    expect(sent.url.pathname).toBe("/mi-cuenta/mi-conexion");
    expect(textOf(sent.doc)).toContain("Listo: te vamos a avisar cuando vuelva el servicio.");
    expect(textOf(afterHeading(sent.doc)!)).toContain("Te vamos a avisar cuando vuelva el servicio");
    expect(afterHeading(sent.doc)!.querySelector("form")).toBeNull();
    // Sent again (a second click, a reload): the same answer, no error.
    const again = await visitor.open(`/mi-cuenta/cortes/${outage.id}/avisarme`, { form: { volver: "/mi-cuenta" } });
    expect(again.url.pathname).toBe("/mi-cuenta");
    expect(textOf(afterHeading(again.doc)!)).toContain("Te vamos a avisar cuando vuelva el servicio");

    // Over: the notice says so, and asking now gets a word, not an error.
    await api("POST", `/__faults/outages/${outage.id}/resolve`, { json: {} });
    const late = await visitor.open(`/mi-cuenta/cortes/${outage.id}/avisarme`, {
      form: { volver: "https://example.com/" },
    });
    expect(late.url.pathname).toBe("/mi-cuenta");
    expect(textOf(late.doc)).toContain("Ese corte ya terminó");
    expect(textOf(afterHeading(late.doc)!)).toContain("El corte en Huerta Grande terminó");
  });

  it("leaves the page working when the outages call fails", async () => {
    const identification = await createCustomer({ plans: [2], locality: "Huerta Grande" });
    await outageIn("Huerta Grande");
    const token = await sandboxToken(identification);
    const visitor = await new Visitor().signIn(token);
    for (const path of ["/mi-cuenta", "/mi-cuenta/mi-conexion"]) {
      await addFault({ method: "GET", path: "/v2/customers/current/outages", status: 500, times: 2, token });
      const page = await visitor.open(path);
      expect(page.status, path).toBe(200);
      expect(page.doc.querySelector(".outage-notice"), path).toBeNull();
      expect(page.doc.querySelector("h1"), path).not.toBeNull();
    }
  });

  it("a claim filed during the outage says it joined it, on the toast and on its page", async () => {
    const identification = await createCustomer({ plans: [2], locality: "San Esteban" });
    await outageIn("San Esteban", { estimated_end_in_minutes: 120 });
    const visitor = await new Visitor().signIn(await sandboxToken(identification));
    const filed = await visitor.submit("/mi-cuenta/reclamos/crear", {
      category_id: "1",
      subject: "Sin internet",
      message: "No tengo conexión desde hace una hora.",
    });
    expect(filed.url.pathname).toMatch(/^\/mi-cuenta\/reclamos\/\d+$/);
    const text = textOf(filed.doc);
    expect(text).toContain("Quedó asociado al corte en tu zona");
    expect(text).toContain("Tu reclamo quedó asociado al corte en San Esteban.");
    expect(text).toMatch(/Estimamos que el servicio vuelve (a las|el \d\d\/\d\d a las) \d\d:\d\d\./);
  });
});

describe("the invoice list", () => {
  it("shows the credit for days without service the API reports", async () => {
    const visitor = await new Visitor().signIn(await sandboxToken("20304050"));
    const page = await visitor.open("/mi-cuenta/facturacion?estado=pagas");
    const credits = [...page.doc.querySelectorAll(".invoice-credit")].map((element) => textOf(element));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatch(/^Bonificación por interrupción del servicio: 2 días, \$\s1\.333,27$/);
  });
});
