import type { TicketCategory } from "../../contract/tickets";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Connection } from "../../contract/customer";
import spanish from "~/locales/es/services.server";
import {
  categoryFor,
  claimHref,
  findService,
  liveSubscription,
  servicesOfKind,
} from "~/routes/mi-cuenta/servicios/services.server";
import { streamingChangeSchema, type ServicesT } from "~/routes/mi-cuenta/servicios/streaming.server";
import { parseForm, readForm } from "~/utils/forms.server";

// Names unlike the sandbox's: the kind chooses, never the words (decision 105).
const CATEGORIES: TicketCategory[] = [
  { id: 1, name: "Me quedé sin conexión", description: "", deadline_working_days: 3, kind: "no_service" },
  { id: 2, name: "Anda lento", description: "", deadline_working_days: 3, kind: "slow_service" },
  { id: 3, name: "Decodificador", description: "", deadline_working_days: 3, kind: "tv" },
  { id: 4, name: "Facturas", description: "", deadline_working_days: 5, kind: "billing" },
  { id: 5, name: "Mudanzas y planes", description: "", deadline_working_days: 10, kind: "plan_or_address" },
  { id: 6, name: "Consultas", description: "", deadline_working_days: 10, kind: "other" },
];

const connection = (id: number, services: [number, "internet" | "tv"][]): Connection => ({
  id,
  number: `CN-${id}`,
  status: "active",
  address: { street: "Av. San Martín", number: "100", locality: "Cosquín", province: "Córdoba", lat: 0, lng: 0 },
  since: "2020-01-01",
  services: services.map(([serviceId, kind]) => ({
    id: serviceId,
    kind,
    status: "active",
    plan: { id: 1, name: "Plan", kind, download_mbps: kind === "tv" ? null : 100, price: 1000 },
  })),
});

describe("services", () => {
  const connections = [
    connection(10, [
      [1, "internet"],
      [2, "tv"],
    ]),
    connection(11, [[3, "internet"]]),
  ];

  it("finds only the customer's own services, by a numeric id", () => {
    expect(findService(connections, 3)?.connection.id).toBe(11);
    expect(findService(connections, 2)?.service.kind).toBe("tv");
    for (const other of [4, 0, -1, null]) expect(findService(connections, other)).toBeNull();
  });

  it("lists the services of a kind across connections", () => {
    expect(servicesOfKind(connections, "internet").map(({ service }) => service.id)).toEqual([1, 3]);
  });

  it("chooses the claim category by its kind, else the other one, else the last", () => {
    expect(categoryFor(CATEGORIES, "internet")?.id).toBe(1);
    expect(categoryFor(CATEGORIES, "tv")?.id).toBe(3);
    expect(categoryFor(CATEGORIES, "planChange")?.id).toBe(5);
    expect(categoryFor([CATEGORIES[3]!, CATEGORIES[5]!], "tv")?.id).toBe(6);
    expect(categoryFor([CATEGORIES[3]!], "planChange")?.id).toBe(4);
    expect(categoryFor([], "internet")).toBeNull();
  });

  it("links a problem report to the claim form with the category and connection chosen", () => {
    expect(claimHref(1, 10)).toBe("/mi-cuenta/reclamos/crear?categoria=1&conexion=10");
    expect(claimHref(undefined, 10)).toBe("/mi-cuenta/reclamos/crear?conexion=10");
  });

  it("treats a stopped subscription as none to manage", () => {
    const base = { id: 1, plan: {} as never, extras: [], monthly_price: 0, started_at: "", updated_at: "" };
    expect(liveSubscription({ ...base, state: "paused" })?.id).toBe(1);
    expect(liveSubscription({ ...base, state: "stopped" })).toBeNull();
    expect(liveSubscription(null)).toBeNull();
  });
});

describe("the streaming changes' form", () => {
  const context = new RouterContextProvider();
  const t = ((key: string) =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], spanish)) as unknown as ServicesT;
  const KEY = "a-key-of-twenty-chars";
  /** The submission as plain data: its value when valid, its errors when not. */
  const parse = async (body: string): Promise<{ value?: unknown; error?: Record<string, string[] | null> | null }> => {
    const form = await readForm(
      new Request("http://portal.test/", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      context,
    );
    const submission = parseForm(form, streamingChangeSchema(t));
    return submission.status === "success" ? { value: submission.value } : { error: submission.reply().error };
  };

  it("reads each intent with its own fields", async () => {
    expect((await parse(`intent=add-extra&extra_id=2&idempotency_key=${KEY}`)).value).toEqual({
      intent: "add-extra",
      extra_id: 2,
      idempotency_key: KEY,
    });
    expect((await parse(`intent=pause&extra_id=2&idempotency_key=${KEY}`)).value).toEqual({
      intent: "pause",
      idempotency_key: KEY,
    });
  });

  it("refuses an unknown intent, a missing choice and a missing key, in Spanish", async () => {
    expect((await parse(`intent=delete-everything&idempotency_key=${KEY}`)).error?.intent).toBeDefined();
    expect((await parse(`intent=change-plan&idempotency_key=${KEY}`)).error?.plan_id).toEqual([
      spanish.errors.planRequired,
    ]);
    expect((await parse(`intent=change-plan&plan_id=abc&idempotency_key=${KEY}`)).error?.plan_id).toEqual([
      spanish.errors.planRequired,
    ]);
    expect((await parse("intent=stop")).error?.idempotency_key).toEqual([spanish.errors.formKey]);
  });
});
