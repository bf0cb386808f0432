import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { digits, fillApplication, newApplicant, sandboxSalesAttempts, submitApplicant } from "./hiring";
import { expectNoHorizontalScroll } from "./viewport";

// The location step's enhancements, which exist only with JavaScript: address suggestions
// and the map (docs/design.md#hiring-flow). Without them the same step works as hiring.spec.ts shows.

/** The location step with the map open (from its button: the picture below it is the map's until then). */
async function toLocationStep(page: Page, visit: (url: string) => Promise<unknown>) {
  const applicant = await newApplicant();
  await visit("/contratar");
  await submitApplicant(page, applicant);
  await openMap(page);
  return applicant;
}

async function openMap(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Usar el mapa" }).click();
  await expect(page.locator(".location-map .leaflet-container")).toBeVisible();
  // The picture goes once the map's own tiles are in.
  await expect(page.locator(".map-preview")).toHaveCount(0);
}

test("a suggestion places the marker, and the application goes through", async ({ page, visit, expectAccessible }) => {
  test.slow();
  const applicant = await toLocationStep(page, visit);
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  // The map shows the locality: its coverage and its boxes, clustered.
  await expect(page.locator(".leaflet-overlay-pane path").first()).toBeAttached();
  await expect(page.locator(".marker-cluster").first()).toBeVisible();

  const address = page.getByLabel("Calle y altura");
  await address.pressSequentially("San Martín 2950");
  const suggestion = page.getByRole("option", { name: "Av. San Martín 2950" });
  await expect(suggestion).toBeVisible();
  await expect(address).toHaveAttribute("aria-expanded", "true");
  await expectAccessible();
  await suggestion.click();
  await expect(address).toHaveValue("Av. San Martín 2950");
  await expect(page.getByRole("listbox", { name: "Direcciones sugeridas" })).toBeHidden();
  await expect(page.locator(".leaflet-marker-icon[alt='Tu ubicación']")).toBeVisible();
  await expect(page.getByText("Marcaste la ubicación en el mapa.")).toBeVisible();
  // The reach of the boxes nearest to the place.
  await expect(page.locator(".leaflet-overlay-pane path[stroke='#1e7b45']").first()).toBeAttached();
  const lat = Number(await page.locator("input[name=lat]").inputValue());
  const lng = Number(await page.locator("input[name=lng]").inputValue());
  expect(lat).toBeCloseTo(-31.2405, 3);
  expect(lng).toBeCloseTo(-64.4806, 3);
  await expectAccessible();

  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(page).toHaveURL(/\/contratar\/formulario$/);
  const [attempt] = await sandboxSalesAttempts(digits(applicant.dni));
  expect(attempt).toMatchObject({ lat, lng, available: true });
  await fillApplication(page);
  await page.getByLabel("Internet 1000 Megas").check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
  await expect(page.locator(".application-number")).toHaveText(/^SOL-\d{4}-\d{6}$/);
});

test("in English, the map and the suggestions speak English too", async ({ page, visit }) => {
  await toLocationStep(page, visit);
  // Their words are a page namespace of their own: in English, a chunk fetched with them.
  await visit("/contratar/seleccionar-ubicacion?lng=en");
  await expect(page.getByRole("heading", { name: "Location on the map" })).toBeVisible();
  await page.getByRole("button", { name: "Use the map" }).click();
  await expect(page.getByRole("button", { name: "Map layers" })).toBeVisible();
  await page.getByLabel("Town").selectOption({ label: "Cosquín" });
  await page.getByLabel("Street and number").pressSequentially("San Martín 2950");
  const suggestions = page.getByRole("listbox", { name: "Suggested addresses" }).getByRole("option");
  await expect(suggestions.filter({ hasText: "Av. San Martín 2950" })).toBeVisible();
  // The count in English's plural forms (decision 132): "1 suggested address", "2 suggested addresses".
  const count = await suggestions.count();
  const counted = `${count} suggested ${count === 1 ? "address" : "addresses"}. Use the arrow keys`;
  await expect(page.getByText(counted)).toBeAttached();
  await visit("/?lng=es");
});

test("a click on the map places the point; outside coverage it ends on /sin-servicio", async ({ page, visit }) => {
  const applicant = await toLocationStep(page, visit);
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await page.getByLabel("Calle y altura").fill("Ruta 38 km 5");
  await page.getByLabel("Calle y altura").press("Escape");
  const map = page.locator(".location-map .leaflet-container");
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  // The top-left corner of the view fitted to Cosquín lies outside any coverage polygon.
  await page.mouse.click(box.x + 70, box.y + 15);
  await expect(page.locator(".leaflet-marker-icon[alt='Tu ubicación']")).toBeVisible();
  await expect(page.locator("input[name=lat]")).toBeAttached();
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(page).toHaveURL(/\/sin-servicio$/);
  const [attempt] = await sandboxSalesAttempts(digits(applicant.dni));
  expect(attempt).toMatchObject({ available: false });
});

test("dragging the marker moves the point the form sends", async ({ page, visit }) => {
  await toLocationStep(page, visit);
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await page.getByLabel("Calle y altura").pressSequentially("San Martín 2950");
  await page.getByRole("option", { name: "Av. San Martín 2950" }).click();
  const lat = page.locator("input[name=lat]");
  const before = Number(await lat.inputValue());
  const marker = page.locator(".leaflet-marker-icon[alt='Tu ubicación']");
  await marker.scrollIntoViewIfNeeded();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await lat.inputValue())).toBeLessThan(before);
});

test("typing a new address drops the point picked for the old one", async ({ page, visit }) => {
  await toLocationStep(page, visit);
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await page.getByLabel("Calle y altura").pressSequentially("San Martín 2950");
  await page.getByRole("option", { name: "Av. San Martín 2950" }).click();
  await expect(page.locator("input[name=lat]")).toBeAttached();
  await page.getByLabel("Calle y altura").press("End");
  await page.getByLabel("Calle y altura").press("Backspace");
  await expect(page.locator("input[name=lat]")).toHaveCount(0);
  await page.getByLabel("Calle y altura").press("Escape");
  await page.getByLabel("Localidad").selectOption({ label: "La Falda" });
  await expect(page.locator("input[name=lat]")).toHaveCount(0);
});

test("the density heatmap can be switched on from the layers control", async ({ page, visit }) => {
  await toLocationStep(page, visit);
  await expect(page.locator(".marker-cluster").first()).toBeVisible();
  await expect(page.locator("canvas.leaflet-heatmap-layer")).toHaveCount(0);
  // Opened and ticked from the keyboard: with the pointer the list closed again now and then
  // before the box was ticked (the control's enter and leave as it changes size to open).
  await page.getByRole("button", { name: "Capas del mapa" }).press("Enter");
  await expect(page.getByLabel("Densidad de cajas")).toBeVisible();
  await page.getByLabel("Densidad de cajas").press("Space");
  await expect(page.locator("canvas.leaflet-heatmap-layer")).toBeAttached();
  await page.getByLabel("Cajas de conexión").press("Space");
  await expect(page.locator(".marker-cluster")).toHaveCount(0);
});

test("the page stays usable when the map tiles cannot load", async ({ page, visit }) => {
  await page.route("**/tiles/**", (route) => route.fulfill({ status: 404, body: "" }));
  await toLocationStep(page, visit);
  await expect(
    page.getByText("No pudimos cargar el fondo del mapa. Podés seguir igual: con la dirección alcanza."),
  ).toBeVisible();
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await page.getByLabel("Calle y altura").pressSequentially("San Martín 2950");
  await page.getByRole("option", { name: "Av. San Martín 2950" }).click();
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(page).toHaveURL(/\/contratar\/formulario$/);
});

test("Leaflet and the map's styles load on the location step only", async ({ page, visit }) => {
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
  await visit("/contratar");
  await expect(page.getByLabel("Nombre", { exact: true })).toBeVisible();
  await visit("/");
  expect(loaded.filter((path) => /location-map|leaflet/i.test(path))).toEqual([]);
  expect(await page.locator("link[rel=stylesheet][href*='location-map']").count()).toBe(0);
  await toLocationStep(page, visit);
  expect(loaded.some((path) => /location-map\.client-.*\.js$/.test(path))).toBe(true);
});

test("on a phone the map's picture is there from the first paint with none of its code, and a tap opens the map there, moving nothing", async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const loaded: string[] = [];
  page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
  await visit("/contratar");
  await submitApplicant(page, await newApplicant());
  await expect(page).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const canvas = page.locator("#mapa-lienzo");
  await canvas.scrollIntoViewIfNeeded();
  // The region's tiles, drawn by the server, and no map code, no map data, even on screen.
  await expect(page.locator(".map-preview-tile:visible")).not.toHaveCount(0);
  expect(loaded.filter((path) => /location-map\.client-.*\.js$|\/contratar\/mapa$/.test(path))).toEqual([]);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  const before = await canvas.evaluate((element) => ({
    top: element.getBoundingClientRect().top + window.scrollY,
    height: element.getBoundingClientRect().height,
  }));
  expect(before.height).toBe(360);
  // The picture's tiles reach past the canvas, which clips them: nothing scrolls sideways.
  await expectNoHorizontalScroll(page);

  // A tap on the picture: the point is placed there and the map opens on it.
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
  await expect(page.locator("#mapa-lienzo .leaflet-container")).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon[alt='Tu ubicación']")).toBeVisible();
  await expect(page.getByText("Marcaste la ubicación en el mapa.")).toBeVisible();
  const lat = Number(await page.locator("input[name=lat]").inputValue());
  const lng = Number(await page.locator("input[name=lng]").inputValue());
  // East and north of the region's centre (-31.17, -64.5), by 60 and 40 px at zoom 10 (about 150 m a pixel).
  expect(lng).toBeCloseTo(-64.5 + (60 * 360) / (256 * 1024), 2);
  expect(lat).toBeGreaterThan(-31.17);
  expect(lat).toBeLessThan(-31.17 + 0.06);
  const after = await canvas.evaluate((element) => ({
    top: element.getBoundingClientRect().top + window.scrollY,
    height: element.getBoundingClientRect().height,
  }));
  expect(after).toEqual(before);
  await expectNoHorizontalScroll(page);
});

test("the picture follows the chosen locality, and the map opens on it, drawing the very tiles of the picture in the same places", async ({
  page,
  visit,
}) => {
  await visit("/contratar");
  await submitApplicant(page, await newApplicant());
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#mapa-lienzo").scrollIntoViewIfNeeded();
  const zooms = () =>
    page
      .locator(".map-preview-tile")
      .evaluateAll((tiles) => [
        ...new Set(tiles.map((tile) => /\/tiles\/(\d+)\//.exec(getComputedStyle(tile).backgroundImage)?.[1])),
      ]);
  expect(await zooms()).toEqual(["10"]);
  // A locality: the picture shows it, closer than the region (as the map would fit it).
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await expect.poll(zooms).not.toEqual(["10"]);
  const [zoom] = await zooms();
  expect(Number(zoom)).toBeGreaterThan(11);
  const where = (tiles: { url: string; x: number; y: number }[]) =>
    tiles.map(({ url, x, y }) => `${new URL(url).pathname} ${Math.round(x)},${Math.round(y)}`).sort();
  const pictured = await page.locator(".map-preview-tile:visible").evaluateAll((tiles) =>
    tiles.map((tile) => ({
      url: getComputedStyle(tile).backgroundImage.replace(/^url\("(.*)"\)$/, "$1"),
      x: tile.getBoundingClientRect().x,
      y: tile.getBoundingClientRect().y,
    })),
  );
  await page.getByRole("button", { name: "Usar el mapa" }).click();
  await expect(page.locator(".map-preview")).toHaveCount(0);
  const drawn = await page.locator("#mapa-lienzo img.leaflet-tile").evaluateAll((tiles) =>
    (tiles as HTMLImageElement[]).map((tile) => ({
      url: tile.src,
      x: tile.getBoundingClientRect().x,
      y: tile.getBoundingClientRect().y,
    })),
  );
  expect(pictured.length).toBeGreaterThan(3);
  expect(where(drawn)).toEqual(where(pictured));
  // The map keeps that view once its boxes arrive (it had already followed the locality).
  await expect(page.locator(".marker-cluster").first()).toBeVisible();
  expect(
    await page
      .locator("#mapa-lienzo img.leaflet-tile")
      .evaluateAll((tiles) => [
        ...new Set((tiles as HTMLImageElement[]).map((tile) => /\/tiles\/(\d+)\//.exec(tile.src)?.[1])),
      ]),
  ).toEqual([zoom]);
  // Opened from its button, the map hands the focus to its first control.
  await expect(page.getByRole("button", { name: "Acercar" })).toBeFocused();
});

test("leaving the step while the boxes are still loading leaves no error behind", async ({ page, visit }) => {
  // The page's timers run under Playwright's clock, as usual until the end, which fires
  // every one still due at once instead of waiting for them.
  await page.clock.install();
  await visit("/contratar");
  const mapData = page.waitForResponse((response) => response.url().endsWith("/contratar/mapa"));
  await submitApplicant(page, await newApplicant());
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Usar el mapa" }).click();
  // As soon as the boxes arrive, before they are all placed, the applicant goes back a step.
  await (await mapData).finished();
  await page.getByRole("link", { name: /Tus datos/ }).click();
  await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
  // Any timer left behind by the map would fail now (the fixture fails the test on page errors).
  await page.clock.runFor(2_000);
});

/**
 * Holds the page's clock and its CSS transitions from here on. Leaflet ends an animated
 * zoom on the transition's end or, failing that, from a 250 ms timer; once the map is
 * gone that timer failed with `_leaflet_pos` of undefined (decision 041). With both held,
 * leaving the page surely happens first. Leaflet was loaded before the clock was
 * installed, so its animation frames still run.
 */
async function holdTimers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Lets the held timers fire: one left behind by the removed map fails the test here. */
async function releaseTimers(page: Page) {
  await page.clock.runFor(2_000);
}

test("leaving the step in the middle of a zoom leaves no error behind", async ({ page, visit }) => {
  await toLocationStep(page, visit);
  await holdTimers(page);
  await page.getByRole("button", { name: "Acercar" }).click();
  await expect(page.locator(".leaflet-map-pane.leaflet-zoom-anim")).toBeAttached();
  await page.getByRole("link", { name: /Tus datos/ }).click();
  await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await releaseTimers(page);
});

test("sending the form while the map still zooms to the chosen place leaves no error behind", async ({
  page,
  visit,
}) => {
  await page.route("**/tiles/**", (route) => route.fulfill({ status: 404, body: "" }));
  await toLocationStep(page, visit);
  await page.getByLabel("Localidad").selectOption({ label: "Cosquín" });
  await page.getByLabel("Calle y altura").pressSequentially("San Martín 2950");
  const suggestion = page.getByRole("option", { name: "Av. San Martín 2950" });
  await expect(suggestion).toBeVisible();
  await holdTimers(page);
  await suggestion.click();
  // The map zooms to the place, and the applicant sends the form before it ends.
  await expect(page.locator(".leaflet-map-pane.leaflet-zoom-anim")).toBeAttached();
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
  await expect(page).toHaveURL(/\/contratar\/formulario$/);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await releaseTimers(page);
});
