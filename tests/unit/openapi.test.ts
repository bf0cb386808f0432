import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CAPABILITIES } from "../../contract/capabilities";
import { buildOpenApi } from "../../contract/openapi";
import { operationList } from "../../contract/operations";

// The contract as OpenAPI 3.1 (decision 125): generated from contract/, never kept by hand.
const document = buildOpenApi();
type PathItem = Record<
  string,
  { operationId: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> } & Record<
    string,
    unknown
  >
>;
const paths = document.paths as Record<string, PathItem>;

describe("docs/openapi.json", () => {
  it("is what `npm run api:openapi` writes from contract/ today", () => {
    const file = join(import.meta.dirname, "..", "..", "docs", "openapi.json");
    const checkedIn = JSON.parse(readFileSync(file, "utf8"));
    // On a difference: run `npm run api:openapi` and commit docs/openapi.json with the change of contract/.
    expect(checkedIn).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("has every operation of the table, once, with its capability, flag, proof, idempotency and client credential", () => {
    const found = Object.values(paths).flatMap((item) => Object.values(item));
    expect(found.map((operation) => operation.operationId).sort()).toEqual(
      operationList.map((operation) => operation.id).sort(),
    );
    for (const operation of operationList) {
      const item = paths[operation.path]![operation.method.toLowerCase()]!;
      expect(item["x-capability"], operation.id).toBe(operation.capability);
      expect(item["x-flag"], operation.id).toBe(
        operation.capability === "core" ? "required" : CAPABILITIES[operation.capability].flag,
      );
      expect(item["x-proof-required"], operation.id).toBe(operation.proof ?? false);
      expect(item["x-idempotency-key"], operation.id).toBe(operation.idempotent ?? false);
      expect(item["x-client-credential"], operation.id).toBe(operation.clientOnly ?? false);
      expect(Object.keys(item.responses), operation.id).toContain(String(operation.success.status));
      if (operation.proof) expect(JSON.stringify(item.responses["403"]), operation.id).toContain("proof_required");
      if (operation.auth === "customer") expect(item.responses["401"], operation.id).toBeDefined();
    }
  });

  it("names the reasons a client acts on, and the rules JSON Schema cannot say", () => {
    const promise = paths["/v2/customers/current/payment-promise"]!.post!;
    expect(JSON.stringify(promise.responses["409"])).toContain('"enum":["already_active","already_used_this_period"]');
    const invoices = paths["/v2/customers/current/facturas"]!.get!;
    expect(String(invoices.description)).toContain("Luhn (mod 10) check digit");
    expect(String(paths["/p/utils/validator/validate-enterprise"]!.post!.description)).toContain(
      "weights 5,4,3,2,7,6,5,4,3,2",
    );
  });

  it("describes answers by the contract's named schemas, and requests by their input form where it differs", () => {
    const schemas = document.components.schemas;
    expect(
      paths["/v2/customers/current/facturas"]!.get!.responses["200"]!.content!["application/json"]!.schema,
    ).toEqual({ $ref: "#/components/schemas/InvoicePage" });
    expect(schemas.InvoicePage).toBeDefined();
    // An answer may carry more than the contract names: the portal ignores the rest.
    expect(JSON.stringify(schemas.Invoice)).not.toContain('"additionalProperties":false');
  });
});
