import { freshDni } from "./sandbox";
import type { Page, Visitor } from "./visitor";

/**
 * The hiring flow as a browser without JavaScript goes through it (a sale by phone when the
 * visitor holds a staff session, decision 145): real HTTP to the portal, each step's form
 * filled in as the page gives it.
 */

/** Where the sandbox's Cosquín has service (docs/api.md's sample addresses). */
export const SERVICE_ADDRESS = "Av. San Martín 2950";

/** A caller no other test uses. */
export async function newCaller() {
  const dni = await freshDni();
  return {
    nombre: "Rosa",
    apellido: "Molina",
    dni,
    phone: "351 555-1234",
    email: `rosa.${dni}@example.com`,
    date: "02/04/1990",
    cuit: "",
  };
}

/** Steps 1 and 2: the caller's data, then a typed address with service in Cosquín; ends on the form step. */
export async function upToTheForm(visitor: Visitor, person: Awaited<ReturnType<typeof newCaller>>) {
  const location = await visitor.submit("/contratar/dejanos-tus-datos", person);
  if (location.url.pathname !== "/contratar/seleccionar-ubicacion")
    throw new Error(`The data step did not lead to the location step: ${location.url.pathname}`);
  const cosquin = [...location.doc.querySelectorAll('select[name="localidad_id"] option')].find(
    (option) => option.textContent === "Cosquín",
  )!;
  let form = await visitor.submit(location.url.href, {
    localidad_id: cosquin.getAttribute("value")!,
    direccion: SERVICE_ADDRESS,
  });
  // Several places may match the text: the first is the one typed.
  const choice = form.doc.querySelector('input[name="ubicacion"]');
  if (choice) form = await visitor.submit(form.url.href, { ubicacion: choice.getAttribute("value")! });
  if (form.url.pathname !== "/contratar/formulario")
    throw new Error(`The location step did not lead to the form step: ${form.url.pathname}`);
  return { location, form };
}

/** Step 3: the first plan, the address as prefilled, a person, both boxes ticked. */
export function sendApplication(visitor: Visitor, form: Page) {
  const plan = form.doc.querySelector('input[name="plan"]')!.getAttribute("value")!;
  return visitor.submit(form.url.href, { plan, titular: "persona", consentimiento: "on", terminos: "on" });
}
