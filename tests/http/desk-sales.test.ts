import { describe, expect, it } from "vitest";
import { argentinaDay, formatDate } from "../../app/utils/format";
import { api } from "../support/sandbox";
import { newCaller as applicant, sendApplication as send, upToTheForm } from "../support/sales";
import { AGENT, openStaffCookie, SECOND_AGENT, sealStaffCookie, signInStaff, SUPERVISOR } from "../support/staff";
import { heading, navigation, textOf, Visitor, type Page } from "../support/visitor";

/**
 * Sales by phone (decision 145) over real HTTP without JavaScript, against the identity
 * provider and the sandbox `main` starts: the hiring flow run with a staff session sends the
 * application with the agent's token (the API records the agent and the channel `phone`),
 * inside the desk's frame, with the consent as a script and no map; without one nothing
 * changes; the draft is the agent's alone; a session that ended mid-flow sends nothing.
 */

async function agentAt(who = AGENT) {
  const visitor = new Visitor();
  await signInStaff(visitor, who);
  return visitor;
}

/** The sandbox's applications of `dni`, with the agent and the channel it recorded. */
async function applicationsOf(
  dni: string,
): Promise<{ number: string; agent_number: string | null; channel: string }[]> {
  return (await api("GET", `/__faults/applications?identification=${dni}`)).body.applications;
}

const deskNav = (page: Page) => navigation(page.doc, "Mesa de atención");

describe("a sale by phone", () => {
  it("is drawn in the desk's frame, reads the consent as a script, has no map, and reaches the API as the agent's", async () => {
    const agent = await agentAt();
    const home = await agent.open("/agentes");
    expect(deskNav(home)!.querySelector('a[href="/contratar"]')?.textContent).toBe("Nueva venta");

    const person = await applicant();
    const first = await agent.open("/contratar");
    expect(first.url.pathname).toBe("/contratar/dejanos-tus-datos");
    expect(deskNav(first)!.querySelector('a[href="/contratar"]')!.getAttribute("aria-current")).toBe("page");
    expect(textOf(first.doc)).toContain(`Agente ${AGENT.number}`);

    const { location, form } = await upToTheForm(agent, person);
    // A typed address and the coverage answer: no map's frame, no picture, no tiles.
    expect(deskNav(location)).not.toBeNull();
    expect(location.doc.querySelector("#mapa")).toBeNull();
    expect(location.doc.querySelector(".map-preview-tile")).toBeNull();
    expect(location.html).not.toMatch(/\/tiles\/\d+\/\d+\/\d+\.png/);

    expect(deskNav(form)).not.toBeNull();
    expect(textOf(form.doc.querySelector(".desk-script")!)).toMatch(
      /^Leé al cliente: «.+ va a usar tus datos personales .+ Ley 25\.326.+¿Estás de acuerdo\?»$/,
    );
    expect(textOf(form.doc.querySelector('label[for="campo-consentimiento"]')!)).toBe(
      "Le leí el aviso al cliente y está de acuerdo",
    );
    // The form's own order of fields, as today (decision 130): the script is no stop for the keyboard.
    expect(
      [...form.doc.querySelectorAll("form.form input:not([type=hidden]), form.form button")]
        .map((field) => field.getAttribute("name"))
        .filter((name, index, all) => name && all.indexOf(name) === index && !name.endsWith("__confirmar")),
    ).toEqual([
      "plan",
      "calle",
      "altura",
      "piso",
      "depto",
      "entre_calles",
      "referencias",
      "titular",
      "cuit",
      "razon_social",
      "consentimiento",
      "terminos",
    ]);

    const sent = await send(agent, form);
    expect(sent.url.pathname).toBe("/contratar/solicitud-enviada");
    expect(heading(sent.doc)).toBe("Cargaste la solicitud");
    expect(textOf(sent.doc.querySelector(".application-agent")!)).toBe(`Agente ${AGENT.number}, por teléfono`);
    expect(sent.doc.querySelector('main a[href="/agentes"]')?.textContent).toBe("Volver a la mesa");
    const number = textOf(sent.doc.querySelector(".application-number")!);

    expect(await applicationsOf(person.dni)).toEqual([
      expect.objectContaining({ number, agent_number: AGENT.number, channel: "phone" }),
    ]);
    const supervisor = await agentAt(SUPERVISOR);
    const today = encodeURIComponent(formatDate(argentinaDay()));
    const activity = await supervisor.open(`/agentes/actividad?agente=${AGENT.number}&dia=${today}`);
    expect(textOf(activity.doc)).toContain(`Solicitud de alta ${number}, por teléfono`);

    // "Nueva venta" starts the next call from an empty draft, in the desk.
    const again = [...sent.doc.querySelectorAll("main form input[name]")].map((input) => [
      input.getAttribute("name")!,
      input.getAttribute("value") ?? "",
    ]);
    expect(textOf(sent.doc.querySelector("main form button")!)).toBe("Nueva venta");
    const next = await agent.open(sent.url.href, { form: Object.fromEntries(again) });
    expect(next.url.pathname).toBe("/contratar/dejanos-tus-datos");
    expect(next.doc.querySelector('input[name="dni"]')!.getAttribute("value")).toBeNull();
  });

  it("without a staff session, the public flow is as it was: its frame, the map, the applicant's consent, channel web", async () => {
    const visitor = new Visitor();
    const person = await applicant();
    const { location, form } = await upToTheForm(visitor, person);
    expect(deskNav(location)).toBeNull();
    expect(location.doc.querySelector("#mapa .map-preview-tile")).not.toBeNull();
    expect(form.doc.querySelector(".desk-script")).toBeNull();
    expect(textOf(form.doc.querySelector('label[for="campo-consentimiento"]')!)).toMatch(
      /^Acepto que .+ use mis datos/,
    );
    const sent = await send(visitor, form);
    expect(heading(sent.doc)).toBe("¡Recibimos tu solicitud!");
    expect(textOf(sent.doc)).not.toContain("Agente");
    expect(await applicationsOf(person.dni)).toEqual([expect.objectContaining({ agent_number: null, channel: "web" })]);
  });
});

describe("the sale's draft", () => {
  it("is not picked up by another agent, nor by a browser without the agent's session, and goes when the agent signs out", async () => {
    const agent = await agentAt();
    const person = await applicant();
    await upToTheForm(agent, person);
    const draft = agent.cookies.get("__contratar")!;

    const other = await agentAt(SECOND_AGENT);
    const customer = new Visitor();
    for (const visitor of [other, customer]) {
      visitor.cookies.set("__contratar", draft);
      const page = await visitor.open("/contratar/formulario");
      expect(page.url.pathname).toBe("/contratar/dejanos-tus-datos");
      expect(page.doc.querySelector('input[name="dni"]')!.getAttribute("value")).toBeNull();
      expect(page.html).not.toContain(person.email);
    }
    // Its agent still has it.
    expect((await agent.open("/contratar/formulario")).url.pathname).toBe("/contratar/formulario");

    await agent.submit("/agentes", {});
    expect(agent.cookies.has("__staff")).toBe(false);
    expect(agent.cookies.has("__contratar")).toBe(false);
  });

  it("an agent does not pick up a draft the public made in that browser", async () => {
    const visitor = new Visitor();
    const person = await applicant();
    await upToTheForm(visitor, person);
    await signInStaff(visitor, AGENT);
    const page = await visitor.open("/contratar/formulario");
    expect(page.url.pathname).toBe("/contratar/dejanos-tus-datos");
    expect(page.html).not.toContain(person.email);
  });
});

describe("a staff session that ended mid-flow", () => {
  async function saleThenIdle() {
    const agent = await agentAt();
    const person = await applicant();
    const { form } = await upToTheForm(agent, person);
    const session = openStaffCookie(agent.cookies.get("__staff")!);
    // 31 minutes without a request, as time would make it.
    const idle = Date.now() - 31 * 60_000;
    agent.cookies.set("__staff", sealStaffCookie({ ...session, lastSeenAt: idle }));
    return { agent, person, form };
  }

  it("sends no application, as the agent nor as anyone; a page read asks to sign in again and the sale goes on", async () => {
    const { agent, person, form } = await saleThenIdle();
    const plan = form.doc.querySelector('input[name="plan"]')!.getAttribute("value")!;
    const fields: Record<string, string> = {};
    for (const input of form.doc.querySelectorAll("form.form input[name]"))
      fields[input.getAttribute("name")!] = input.getAttribute("value") ?? "";
    const posted = await agent.request("/contratar/formulario", {
      form: { ...fields, plan, titular: "persona", consentimiento: "on", terminos: "on" },
    });
    expect(posted.status).toBe(403);
    expect(await applicationsOf(person.dni)).toEqual([]);

    const read = await agent.request("/contratar/formulario");
    expect(read.status).toBe(302);
    expect(read.headers.get("location")).toBe("/agentes/ingresar?redirectTo=%2Fcontratar%2Fformulario&sesion=inactiva");
    // The identity provider still knows the agent: signing in again is one button.
    const back = await agent.submit(read.headers.get("location")!, {});
    expect(back.url.pathname).toBe("/contratar/formulario");
    expect(heading(back.doc)).toBe("Completá la solicitud");
  });

  it("without the staff cookie at all, the sale is nobody's: the form step sends to the first, nothing is sent", async () => {
    const { agent, person, form } = await saleThenIdle();
    agent.cookies.delete("__staff");
    const sent = await send(agent, form);
    expect(sent.url.pathname).toBe("/contratar/dejanos-tus-datos");
    expect(deskNav(sent)).toBeNull();
    expect(await applicationsOf(person.dni)).toEqual([]);
  });
});
