// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
import authStrings from "~/locales/auth";
import firstLoadEs from "~/locales/es";
import firstLoadEn from "~/locales/en";
import { I18nProvider, useT } from "~/utils/i18n";

function Heading() {
  const t = useT(authStrings);
  const common = useT();
  return (
    <h1>
      {t("login.heading")} · {common("nav.signIn")}
    </h1>
  );
}

describe("page namespaces", () => {
  it("translate from the page's own bundle, in the page's language, beside the first-load ones", () => {
    render(
      <I18nProvider language="en" resources={firstLoadEn}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Sign in to your account · Sign in");
  });

  it("are not in the language chunk every page downloads, but the server has them", () => {
    expect(Object.keys(firstLoadEs)).not.toContain("auth");
    expect(resources.es.auth.login.heading).toBe("Ingresá a tu cuenta");
  });
});
