import { expect, test } from "./fixtures";
import { api, createCustomer, freshDni } from "../support/sandbox";

/**
 * The speed test (decision 102) needs JavaScript, so it is offered only where it runs: this
 * spec runs with JavaScript only; without, the page leaves it out (tests/http/diagnosis.test.ts).
 * Its result goes into the claim the diagnosis fills.
 */
test("the diagnosis's speed test measures against the portal and its result goes into the claim", async ({
  page,
  visit,
  signInAs,
}) => {
  const token = await signInAs(
    await createCustomer({ plans: [3], email: `velocidad.${await freshDni()}@example.com` }),
  );
  const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { id: number }[];

  await visit(`/mi-cuenta/mi-conexion/${connection!.id}/diagnostico?problema=lento&reinicio=si&dispositivos=todos`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lo que encontramos");
  await page.getByRole("button", { name: "Medir la velocidad" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Velocidad medida" })).toHaveText(
    /^Velocidad medida: [\d.,]+ Mbps\. La sumamos al reclamo\.$/,
  );
  await page.getByRole("button", { name: "Hacer el reclamo con estos datos" }).click();
  await expect(page.getByLabel("Mensaje")).toHaveValue(/- Velocidad medida: [\d.,]+ Mbps/);
});
