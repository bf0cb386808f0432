import { createRandom } from "../../sandbox/seed/prng";

/**
 * Hostile requests for one form, made from the fields its page shows: what a fuzzer, a
 * careless client or an attacker sends. Deterministic: the same seed, the same requests.
 */

/** A stream can be sent once: such bodies are made anew for each send. */
export type Hostile = {
  note: string;
  headers: Record<string, string>;
  body?: BodyInit | (() => BodyInit);
  dataRequest?: boolean;
};

export type FormShape = {
  /** The form's own fields (the honeypot's apart). */
  fields: string[];
  /** The honeypot's fields with the values the page gave, if the form has one. */
  honeypot: Record<string, string>;
  upload: boolean;
};

/** The sandbox's seeded generator, with a bounded integer. */
export function seeded(seed: number) {
  const random = createRandom(seed);
  return { ...random, int: (max: number) => Math.floor(random.next() * max) };
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

export const NASTY_VALUES = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uFFFF\uFFFE",
  "\u202Eevil\u202C",
  "🙂🙃💥".repeat(50),
  "e\u0301".repeat(2000),
  "' OR 1=1 --",
  "'; DROP TABLE customers; --",
  "1; SELECT * FROM access_tokens",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: x=1",
  "\r\nLocation: https://evil.example",
  "31/02/2020",
  "99/99/9999",
  "00/00/0000",
  "2020-13-45",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "0x7fffffff",
  "99999999999999999999999999",
  "-0.000000001",
  "１２３４５６７８",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
];

const STRANGE_NAMES = [
  "x[100000000]",
  "x[10000000]",
  "__proto__[polluted]",
  "constructor[prototype][polluted]",
  "a.b.c.d.e.f",
  "a[0][1][2][3]",
  "x[]",
  "%00",
  "",
  "name with spaces",
  "ñandú",
  "x".repeat(5000),
];

function encode(pairs: [string, string][]) {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
}

function baseline(shape: FormShape): [string, string][] {
  return [
    ...Object.entries(shape.honeypot),
    ...shape.fields.map((field): [string, string] => [field, `valor-${field}`]),
  ];
}

function multipart(parts: { name: string; value?: string; file?: { name: string; bytes: Uint8Array } }[]) {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.name, new File([part.file.bytes as Uint8Array<ArrayBuffer>], part.file.name));
    else form.append(part.name, part.value ?? "");
  }
  return form;
}

/** The fixed cases every form gets, then `extra` random mixes of them. */
export function hostileRequests(shape: FormShape, seed: number, extra: number): Hostile[] {
  const random = seeded(seed);
  const base = baseline(shape);
  const field = () => (shape.fields.length ? random.pick(shape.fields) : "campo");
  const cases: Hostile[] = [
    { note: "empty form body", headers: FORM, body: "" },
    { note: "no content type, no body", headers: {} },
    { note: "baseline values", headers: FORM, body: encode(base) },
    { note: "JSON", headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.fromEntries(base)) },
    { note: "text", headers: { "Content-Type": "text/plain" }, body: "hola=mundo" },
    {
      note: "XML",
      headers: { "Content-Type": "application/xml" },
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { note: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: encode(base) },
    {
      note: "broken multipart",
      headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
      body: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    },
    {
      note: "form body labelled multipart",
      headers: { "Content-Type": "multipart/form-data; boundary=----abc" },
      body: encode(base),
    },
    {
      note: "multipart labelled form",
      headers: FORM,
      body: '------abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------abc--\r\n',
    },
    {
      note: "utf-16 charset",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" },
      body: encode(base),
    },
    { note: "broken percent-encoding", headers: FORM, body: "a=%E0%A4%A&b=%zz&%=%%" },
    { note: "lone surrogate bytes", headers: FORM, body: `${encodeURIComponent(field())}=%ED%A0%80%ED%BF%BF` },
    {
      note: "binary garbage",
      headers: FORM,
      body: new Uint8Array(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
    },
    { note: "100 KB value", headers: FORM, body: encode([...base, [field(), "a".repeat(100 * 1024)]]) },
    { note: "1 MB body", headers: FORM, body: encode([[field(), "b".repeat(1024 * 1024)]]) },
    {
      note: "1 MB body without Content-Length (chunked)",
      headers: FORM,
      body: () =>
        new ReadableStream({
          start(controller) {
            for (let chunk = 0; chunk < 16; chunk++)
              controller.enqueue(new TextEncoder().encode(`x${chunk}=${"c".repeat(64 * 1024)}&`));
            controller.close();
          },
        }),
    },
    {
      note: "6 MB file",
      headers: {},
      body: multipart([
        ...base.map(([name, value]) => ({ name, value })),
        { name: "archivo", file: { name: "x.pdf", bytes: new Uint8Array(6 * 1024 * 1024).fill(0x25) } },
      ]),
    },
    {
      note: "file over the limit in a field the form does not have, after the values",
      headers: {},
      body: multipart([
        ...base.map(([name, value]) => ({ name, value })),
        { name: "otro", file: { name: "foto.png", bytes: new Uint8Array(5 * 1024 * 1024 + 10) } },
      ]),
    },
    {
      note: "two files",
      headers: {},
      body: multipart([
        { name: "a", file: { name: "a.pdf", bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) } },
        { name: "a", file: { name: "b.pdf", bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) } },
      ]),
    },
    { note: "array index name, 18 bytes", headers: FORM, body: "x[100000000]=1" },
    { note: "array index on a real field", headers: FORM, body: encode([...base, [`${field()}[100000000]`, "1"]]) },
    {
      note: "many fields",
      headers: FORM,
      body: encode(Array.from({ length: 500 }, (_, index): [string, string] => [`f${index}`, "1"])),
    },
    {
      note: "duplicated fields",
      headers: FORM,
      body: encode([...base, ...shape.fields.map((name): [string, string] => [name, `otro-${name}`])]),
    },
    { note: "missing fields", headers: FORM, body: encode(base.filter(() => random.next() < 0.5)) },
    {
      note: "extra fields",
      headers: FORM,
      body: encode([...base, ...Array.from({ length: 20 }, (_, index): [string, string] => [`extra${index}`, "1"])]),
    },
    {
      note: "stale honeypot",
      headers: FORM,
      body: encode(
        base.map(([name, value]): [string, string] => [
          name,
          name === "desde__confirmar" ? "c3RhbGUtdmFsdWUtZnJvbS1hbm90aGVyLXNlY3JldA" : value,
        ]),
      ),
    },
    {
      note: "forged honeypot",
      headers: FORM,
      body: encode(
        base.map(([name, value]): [string, string] => [name, name === "desde__confirmar" ? "%%%not-base64%%%" : value]),
      ),
    },
    { note: "honeypot missing", headers: FORM, body: encode(base.filter(([name]) => !(name in shape.honeypot))) },
    {
      note: "honeypot filled",
      headers: FORM,
      body: encode(base.map(([name, value]): [string, string] => [name, name === "nombre__confirmar" ? "bot" : value])),
    },
    { note: "cross-site origin", headers: { ...FORM, Origin: "https://evil.example" }, body: encode(base) },
  ];
  for (const value of NASTY_VALUES)
    cases.push({
      note: `every field ${JSON.stringify(value.slice(0, 20))}`,
      headers: FORM,
      body: encode([...Object.entries(shape.honeypot), ...shape.fields.map((name): [string, string] => [name, value])]),
    });
  for (const name of STRANGE_NAMES)
    cases.push({
      note: `field named ${JSON.stringify(name.slice(0, 30))}`,
      headers: FORM,
      body: encode([...base, [name, "1"]]),
    });
  // Random mixes: values, names and shapes together, some as React Router data requests.
  for (let index = 0; index < extra; index++) {
    const pairs: [string, string][] = base.map(([name, value]) => [
      name,
      random.next() < 0.5 ? random.pick(NASTY_VALUES) : value,
    ]);
    if (random.next() < 0.3) pairs.push([random.pick(STRANGE_NAMES), random.pick(NASTY_VALUES)]);
    if (random.next() < 0.2) pairs.push([field(), random.pick(NASTY_VALUES)]);
    if (random.next() < 0.2) pairs.splice(random.int(pairs.length + 1), 1);
    cases.push({ note: `random mix ${index}`, headers: FORM, body: encode(pairs), dataRequest: random.next() < 0.3 });
  }
  return cases;
}
