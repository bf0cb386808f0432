import { describe, expect, it } from "vitest";
import { splitAddress } from "~/routes/contratar/geocode.server";
import { decodeChoice, encodeChoice, searchKey } from "~/routes/contratar/seleccionar-ubicacion.server";

describe("splitAddress", () => {
  it.each([
    ["Av. San Martín 450", { street: "Av. San Martín", number: "450" }],
    ["25 de Mayo 340", { street: "25 de Mayo", number: "340" }],
    ["Belgrano, 1200", { street: "Belgrano", number: "1200" }],
    ["Tucumán N° 845", { street: "Tucumán", number: "845" }],
    ["9 de Julio", { street: "9 de Julio" }],
    ["Los Álamos", { street: "Los Álamos" }],
  ])("reads %j", (text, expected) => {
    expect(splitAddress(text)).toEqual(expected);
  });
});

describe("address choices", () => {
  it("travel as one radio value and come back whole", () => {
    const match = {
      label: "Av. San Martín 450",
      street: "Av. San Martín",
      number: "450",
      lat: -31.2446,
      lng: -64.4659,
    };
    expect(decodeChoice(encodeChoice(match))).toEqual(match);
    const street = { label: "Belgrano", street: "Belgrano", lat: -31.2, lng: -64.4 };
    expect(decodeChoice(encodeChoice(street))).toEqual({ ...street, number: undefined });
  });

  it("refuse a tampered value", () => {
    expect(decodeChoice("")).toBeNull();
    expect(decodeChoice("abc|-64|Belgrano|1")).toBeNull();
    expect(decodeChoice("-91|-64|Belgrano|1")).toBeNull();
    expect(decodeChoice("-31|-64||1")).toBeNull();
  });

  it("belong to one search: the locality and the text", () => {
    expect(searchKey(14, "Mar 300")).not.toBe(searchKey(13, "Mar 300"));
    expect(searchKey(14, "Mar 300")).not.toBe(searchKey(14, "Mar 301"));
  });
});
