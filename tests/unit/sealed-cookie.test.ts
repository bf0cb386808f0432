import { describe, expect, it } from "vitest";
import { createSealedCookie, seal, unseal } from "~/utils/sealed-cookie.server";

const OLD = "old-secret-0123456789";
const NEW = "new-secret-0123456789";
const value = { accessToken: "tok_4f1c9a7e", dni: "33444555", name: "Ana Muñoz" };

/** Every way the plain text could show: as is, URI-encoded, base64 and base64url of it. */
function readableForms(text: string) {
  const bytes = Buffer.from(text, "utf8");
  return [text, encodeURIComponent(text), bytes.toString("base64"), bytes.toString("base64url")];
}

/** The sealed value with one bit of its byte at `index` flipped (negative: from the end). */
function flipBit(sealed: string, index: number) {
  const [version, body] = sealed.split(".") as [string, string];
  const bytes = Buffer.from(body, "base64url");
  bytes[index < 0 ? bytes.length + index : index]! ^= 1;
  return `${version}.${bytes.toString("base64url")}`;
}

describe("sealing", () => {
  it("opens what it sealed, and shows nothing of it", () => {
    const sealed = seal(value, [NEW], "__session");
    expect(unseal(sealed, [NEW], "__session")).toEqual({ value, rotated: false });
    for (const secret of ["tok_4f1c9a7e", "33444555", JSON.stringify(value)]) {
      for (const form of readableForms(secret)) expect(sealed).not.toContain(form);
    }
    // Sealing twice gives two different values: nothing to compare across cookies.
    expect(seal(value, [NEW], "__session")).not.toBe(sealed);
  });

  it("refuses a tampered, truncated, foreign or malformed value, without throwing", () => {
    const sealed = seal(value, [NEW], "__session");
    const body = sealed.slice(3);
    expect(unseal(flipBit(sealed, 0), [NEW], "__session")).toBeNull(); // the IV
    expect(unseal(flipBit(sealed, 20), [NEW], "__session")).toBeNull(); // the text
    expect(unseal(flipBit(sealed, -1), [NEW], "__session")).toBeNull(); // the tag
    expect(unseal(sealed.slice(0, -5), [NEW], "__session")).toBeNull();
    expect(unseal("v1.", [NEW], "__session")).toBeNull();
    expect(unseal(`v2.${body}`, [NEW], "__session")).toBeNull();
    expect(unseal("eyJhY2Nlc3NUb2tlbiI6InRvayJ9.c2lnbmF0dXJl", [NEW], "__session")).toBeNull();
    expect(unseal("v1.%%%not base64%%%", [NEW], "__session")).toBeNull();
    // Sealed for another cookie: not replayable as this one.
    expect(unseal(sealed, [NEW], "__contratar")).toBeNull();
  });

  it("rotation: seals with the newest secret, opens with any, says which", () => {
    const underOld = seal(value, [OLD], "__session");
    expect(unseal(underOld, [NEW, OLD], "__session")).toEqual({ value, rotated: true });
    const underNew = seal(value, [NEW, OLD], "__session");
    expect(unseal(underNew, [NEW], "__session")).toEqual({ value, rotated: false });
    expect(unseal(underNew, [OLD], "__session")).toBeNull();
    expect(unseal(underOld, ["unrelated-secret-0123456789"], "__session")).toBeNull();
  });
});

describe("sealed cookie", () => {
  const cookie = createSealedCookie("__test", { secrets: [NEW, OLD], httpOnly: true, secure: true, maxAge: 60 });

  it("writes the attributes and reads its own value back", async () => {
    const setCookie = await cookie.serialize(value);
    expect(setCookie).toMatch(/^__test=v1\.[\w-]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const header = `other=1; ${setCookie.split(";")[0]}; lng=es`;
    expect(await cookie.parse(header)).toEqual(value);
    expect(cookie.open(header)).toEqual({ value, rotated: false });
  });

  it("is absent when missing, empty or not ours", async () => {
    expect(await cookie.parse(null)).toBeNull();
    expect(await cookie.parse("lng=es")).toBeNull();
    expect(await cookie.parse("__test=")).toBeNull();
    expect(await cookie.parse("__test=garbage")).toBeNull();
    const setCookie = await cookie.serialize(value);
    const [name, sealed] = setCookie.split(";")[0]!.split("=") as [string, string];
    expect(await cookie.parse(`${name}=${flipBit(sealed, 20)}`)).toBeNull();
  });

  it("clears with an empty value and the given expiry", async () => {
    const setCookie = await cookie.serialize("", { maxAge: undefined, expires: new Date(0) });
    expect(setCookie).toBe("__test=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax");
  });
});
