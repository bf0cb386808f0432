import { expect, test } from "./fixtures";
import { api, createCustomer } from "../support/sandbox";
import { formatDate } from "~/utils/format";

/**
 * Decision 119's "done when", in both JavaScript modes with axe: a customer with an overdue
 * invoice asks for three more days in one confirmation and sees the new date on the home.
 * Refusals, lapsed promises, the amount and double submits are HTTP tests
 * (tests/http/payment-promise.test.ts); the rules, the API's (tests/sandbox/payment-promise.test.ts).
 */
test("asks for three more days in one confirmation and sees the date on the home", async ({
  page,
  visit,
  signInAs,
  expectAccessible,
}) => {
  const token = await signInAs(await createCustomer({ plans: [1], invoices: [{ amount: 12_000, due_in_days: -4 }] }));
  const offer = (await api("GET", "/v2/customers/current/payment-promise", { token })).body.offer;
  const date = formatDate(offer.pay_by);

  await visit("/mi-cuenta");
  const attention = page.getByRole("region", { name: "Para atender" });
  await expect(attention).toContainText(`Podés pedir 3 días más para pagar: tendrías hasta el ${date}.`);
  await expectAccessible();
  await attention.getByRole("link", { name: "Pedir 3 días más" }).click();

  await expect(page).toHaveURL(/\/mi-cuenta\/facturacion\/compromiso-de-pago$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compromiso de pago");
  await expect(page.getByText(`Tendrías hasta el ${date} inclusive para pagar:`)).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: `Confirmar: pagar hasta el ${date}` }).click();

  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByText(`Listo: tenés hasta el ${date} para pagar.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Para atender" })).toContainText(
    `Compromiso de pago: pagá hasta el ${date} inclusive.`,
  );
  await expectAccessible();
});
