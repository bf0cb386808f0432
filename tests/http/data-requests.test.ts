import { describe, expect, it } from "vitest";
import { SERVERS } from "../support/servers";

// React Router 8 hands loaders, actions and middleware the raw request
// (`v8_passThroughRequests`): on a data request its address ends in `.data` and carries
// `_routes`. What the portal builds from a page's address (the way back after signing in,
// a list's filters) must name the page, never the data URL.

describe("a data request is about its page", () => {
  it("sends a stranger to sign in and back to the page, with its query and without React Router's own", async () => {
    const response = await fetch(
      new URL("/mi-cuenta/facturacion.data?estado=pendientes&_routes=routes/mi-cuenta/facturacion/index", SERVERS.main),
    );
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain(
      `"/iniciar-sesion?redirectTo=${encodeURIComponent("/mi-cuenta/facturacion?estado=pendientes")}"`,
    );
  });

  it("answers the home page's data at `/_.data`", async () => {
    const response = await fetch(new URL("/_.data", SERVERS.main));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/x-script");
  });
});
