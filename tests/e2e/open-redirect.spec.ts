import { expect, test } from "./fixtures";
import { handoverCode, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";

// Decision 040: targets that pass a text check but become `//evil.example` once the browser
// resolves their `.` and `..` segments, as the browser reads them. The Location every
// place answers for every trick is checked over HTTP (tests/http/open-redirect.test.ts).

const q = encodeURIComponent;

test.describe("return paths resolved before they are judged", () => {
  test("the browser following /redirect?to=/.//evil.example stays on this site", async ({ page, visit }) => {
    await visit(`/redirect?to=${q("/.//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/`);
  });

  test("the hand-over by code with a dot-segment redirectTo signs in and stays on this site", async ({
    page,
    visit,
  }) => {
    const code = await handoverCode(await sandboxToken("20304050"));
    await visit(`/auth/login?code=${q(code)}&redirectTo=${q("/.//evil.example")}`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
  });

  test("the sign-in form drops such a redirectTo and the browser lands on the customer home", async ({
    page,
    visit,
  }) => {
    await visit(`/iniciar-sesion?redirectTo=${q("/.//evil.example")}`);
    await expect(page.locator("input[name=redirectTo]")).not.toHaveValue(/evil/);
    await page.getByLabel("DNI o CUIT").fill("20304050");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });
});
