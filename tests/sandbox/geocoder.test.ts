import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeocoderResult } from "../../contract/geocoder";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function search(query: Record<string, string>) {
  const { status, body } = await sandbox.client.call("GET", `/geocoder/api?${new URLSearchParams(query)}`);
  expect(status).toBe(200);
  return GeocoderResult.parse(body).features;
}

async function availability(feature: { geometry: { coordinates: [number, number] } }) {
  const [lng, lat] = feature.geometry.coordinates;
  return (await sandbox.client.call("POST", "/p/infraestructura/cajas/check-disponibilidad", { json: { lat, lng } }))
    .body;
}

describe("geocoder", () => {
  it("finds a house on a street of a town, with Photon's properties", async () => {
    const [street] = await search({ q: "Cosquín", limit: "1" });
    expect(street!.properties).toMatchObject({
      type: "city",
      name: "Cosquín",
      state: "Córdoba",
      country: "Argentina",
      countrycode: "AR",
    });
    const connections = await sandbox.client.call("GET", "/v2/customers/current/conexiones", {
      token: await sandbox.client.loginProved("20304050"),
    });
    const home = connections.body[0].address;
    const [house] = await search({ q: `${home.street} ${home.number}, Cosquín` });
    expect(house!.properties).toMatchObject({
      type: "house",
      street: home.street,
      housenumber: home.number,
      city: "Cosquín",
      osm_type: "N",
    });
    const [lng, lat] = house!.geometry.coordinates;
    expect(Math.abs(lat - home.lat)).toBeLessThan(0.0001);
    expect(Math.abs(lng - home.lng)).toBeLessThan(0.0001);
  });

  it("completes partial words without accents and lists streets without a number", async () => {
    const features = await search({ q: "av san mart cosq" });
    expect(features[0]?.properties).toMatchObject({ type: "street", name: "Av. San Martín", city: "Cosquín" });
  });

  it("ranks places near lat/lon first and honours limit", async () => {
    const near = await search({ q: "San Martín", lat: "-30.86", lon: "-64.52", limit: "3" });
    expect(near).toHaveLength(3);
    expect(near[0]!.properties.city).toBe("Capilla del Monte");
  });

  it("has addresses inside coverage and addresses outside it", async () => {
    // Streets cross the towns and run past the coverage edge: the middle of
    // Av. San Martín is covered, its first numbers are not.
    const towns = (await search({ q: "Av. San Martín", limit: "50" })).map((feature) => feature.properties.city!);
    expect(towns.length).toBeGreaterThanOrEqual(20);
    const reasons = { middle: new Set<string | null>(), start: new Set<string | null>() };
    for (const town of towns) {
      const [middle] = await search({ q: `Av. San Martín, ${town}` });
      const [start] = await search({ q: `Av. San Martín 10, ${town}` });
      expect(start!.properties).toMatchObject({ type: "house", housenumber: "10" });
      reasons.middle.add((await availability(middle!)).reason === "outside_coverage" ? "outside" : "inside");
      reasons.start.add((await availability(start!)).reason === "outside_coverage" ? "outside" : "inside");
    }
    expect([...reasons.middle]).toEqual(["inside"]);
    expect(reasons.start.has("outside")).toBe(true);
  });

  it("answers 400 without a query", async () => {
    const { status, body } = await sandbox.client.call("GET", "/geocoder/api?q=");
    expect(status).toBe(400);
    expect(body.errors.q).toEqual(["Falta el texto a buscar"]);
  });
});
