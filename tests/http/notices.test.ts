import { describe, expect, it } from "vitest";
import { heading, hrefOf, navigation, Visitor } from "../support/visitor";

// The notice pages (decision 003) and the step-by-step layout, as the server answers them;
// tests/e2e/accessibility.spec.ts opens each in the browser.

const notices = [
  {
    path: "/sin-servicio",
    status: 200,
    title: "Sin servicio - Nodo Sur",
    headline: "Todavía no llegamos a tu dirección",
    retry: { name: "Revisar la dirección", href: "/contratar/seleccionar-ubicacion" },
  },
  {
    path: "/intenta-mas-tarde?redirectTo=/planes",
    status: 503,
    title: "Intenta mas tarde - Nodo Sur",
    headline: "Estamos haciendo mantenimiento",
    retry: { name: "Reintentar", href: "/planes" },
  },
  {
    path: "/demasiados-intentos",
    status: 429,
    title: "Demasiados Intentos - Nodo Sur",
    headline: "Hiciste demasiados intentos",
    retry: { name: "Volver a intentar", href: "/iniciar-sesion" },
  },
];

describe("notice pages", () => {
  for (const notice of notices) {
    it(`${notice.path} explains what happened and what to do next`, async () => {
      const page = await new Visitor().open(notice.path);
      expect(page.status).toBe(notice.status);
      expect(page.doc.title).toBe(notice.title);
      expect(heading(page.doc)).toBe(notice.headline);
      expect(hrefOf(page.doc, notice.retry.name)).toBe(notice.retry.href);
      expect(hrefOf(page.doc.querySelector("main")!, "Volver al inicio")).toBe("/");
    });
  }

  it("the retry link of /intenta-mas-tarde never leaves the site", async () => {
    const page = await new Visitor().open("/intenta-mas-tarde?redirectTo=//evil.example/x");
    expect(hrefOf(page.doc, "Reintentar")).toBe("/");
  });

  it("/prueba shows the step-by-step layout without the site navigation", async () => {
    const page = await new Visitor().open("/prueba");
    expect(page.status).toBe(200);
    expect(page.doc.title).toBe("Prueba - Nodo Sur");
    expect(navigation(page.doc, "Navegación principal")).toBeNull();
    const label = [...page.doc.querySelectorAll("label")].find((element) => element.textContent?.trim() === "Nombre");
    expect(page.doc.getElementById(label!.getAttribute("for")!)?.tagName).toBe("INPUT");
  });
});
