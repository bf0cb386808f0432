import { describe, expect, it } from "vitest";
import { fillPath, operationList, pathParameters } from "../../contract/operations";
import { endpointPattern } from "~/api/endpoint-pattern.server";

// The API calls' endpoint patterns, the metrics' labels (decision 115): never an id, an
// identification, a code or a token.
describe("an API call's endpoint pattern", () => {
  it.each([
    ["/p/planes", "/p/planes"],
    ["/v2/customers/current/facturas", "/v2/customers/current/facturas"],
    ["/p/infraestructura/cajas/check-disponibilidad", "/p/infraestructura/cajas/check-disponibilidad"],
    ["/v3/tickets/reclamos/categorias", "/v3/tickets/reclamos/categorias"],
    // numbers, DNI, CUIT (with and without dashes), claim numbers, UUIDs, tokens, codes
    ["/v2/customers/current/payments/4127/status", "/v2/customers/current/payments/:id/status"],
    ["/customers/20304050/invoices", "/customers/:id/invoices"],
    ["/customers/30712345671/invoices", "/customers/:id/invoices"],
    ["/customers/30-71234567-1/invoices", "/customers/:id/invoices"],
    ["/v3/tickets/R-104310/visit/slots", "/v3/tickets/:id/visit/slots"],
    ["/files/3f2c1ab4-9d2e-4c7a-b1e0-5a6f7c8d9e0f", "/files/:id"],
    ["/mails/verify/Qm9vZ2xlX3Rva2VuX2V4YW1wbGVfMTIz/process", "/mails/verify/:id/process"],
    ["/mails/verify/deadbeefcafe/process", "/mails/verify/:id/process"],
    ["/p/bajas/BAJA-7Q2X", "/p/bajas/:id"],
    ["/p/bajas/juan%20p%C3%A9rez", "/p/bajas/:id"],
    ["/files/facturas/FC-0001-00012345.pdf", "/files/facturas/:id"],
    // a word too long to be one of the API's, a query, doubled and trailing slashes
    [`/p/${"a".repeat(41)}`, "/p/:id"],
    ["/p/planes?identification=20304050", "/p/planes"],
    ["//p//planes/", "/p/planes"],
    ["", "/"],
  ])("%s → %s", (path, pattern) => {
    expect(endpointPattern(path)).toBe(pattern);
  });

  it("keeps API versions and the placeholder itself", () => {
    expect(endpointPattern("/v3/tickets/:id/messages")).toBe("/v3/tickets/:id/messages");
    expect(endpointPattern("/v12/x")).toBe("/v12/x");
    expect(endpointPattern("/v123/x")).toBe("/:id/x");
  });

  it("is the code's own words for every operation of the table, whatever a visitor puts in a parameter", () => {
    for (const operation of operationList) {
      const pattern = operation.path.replace(/\{\w+\}/g, ":id");
      expect(endpointPattern(pattern), operation.id).toBe(pattern);
      // A claim number from the URL could be any word: it fills the path, never the label.
      expect(
        endpointPattern(
          fillPath(
            operation.path,
            Object.fromEntries(pathParameters(operation.path).map((name) => [name, "R-104310"])),
          ),
        ),
        operation.id,
      ).toBe(pattern);
    }
    // Each parameter is encoded: a slash cannot add a segment to the API's path.
    expect(fillPath("/p/bajas/{code}/codigo", { code: "a/../b c" })).toBe("/p/bajas/a%2F..%2Fb%20c/codigo");
    expect(() => fillPath("/v3/tickets/{id}", {})).toThrow("needs its parameter id");
  });
});
