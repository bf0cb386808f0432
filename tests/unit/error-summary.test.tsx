// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary } from "~/components/forms";
import firstLoadEs from "~/locales/es";
import { I18nProvider } from "~/utils/i18n";

describe("the error summary", () => {
  afterEach(cleanup);

  it("lists each field once, with its first message, and each form message once", () => {
    render(
      <I18nProvider language="es" resources={firstLoadEs}>
        <ErrorSummary
          labels={{ telefono: "Teléfono", email: "Correo" }}
          result={{
            status: "error",
            initialValue: {},
            error: {
              "": ["El formulario venció, envialo de nuevo", "El formulario venció, envialo de nuevo"],
              telefono: ["Ingresá un teléfono de Argentina", "Ingresá un teléfono de Argentina", "Demasiado corto"],
              email: ["Ingresá tu correo"],
            },
          }}
        />
      </I18nProvider>,
    );
    const items = within(screen.getByRole("alert"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "El formulario venció, envialo de nuevo",
      "Ingresá un teléfono de Argentina",
      "Ingresá tu correo",
    ]);
  });
});
