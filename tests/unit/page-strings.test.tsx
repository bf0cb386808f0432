// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { startTransition, Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resources } from "~/locales";
import authStrings from "~/locales/auth";
import commonStrings from "~/locales/common";
import firstLoadEs from "~/locales/es";
import firstLoadEn from "~/locales/en";
import hiringStrings from "~/locales/hiring";
import hiringMapStrings from "~/locales/hiring-map";
import { I18nProvider, loadPageStrings, useT, type PageStrings } from "~/utils/i18n";

function Heading() {
  const t = useT(authStrings);
  const common = useT(commonStrings);
  return (
    <h1>
      {t("login.heading")} · {common("nav.signIn")}
    </h1>
  );
}

describe("page namespaces", () => {
  afterEach(cleanup);

  it("translate a Spanish page at once from the page's own bundle, beside the first-load ones", () => {
    render(
      <I18nProvider language="es" resources={firstLoadEs}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Ingresá a tu cuenta · Iniciar sesión");
  });

  it("translate a page in another language once that language's chunk has arrived", async () => {
    // The page suspends until the chunk is in: awaiting act lets React render it again.
    await act(async () =>
      render(
        <I18nProvider language="en" resources={firstLoadEn}>
          <Suspense fallback={<p>loading</p>}>
            <Heading />
          </Suspense>
        </I18nProvider>,
      ),
    );
    expect((await screen.findByRole("heading")).textContent).toBe("Sign in to your account · Sign in");
  });

  it("render a component that waited for its namespace with its hooks in order (React replays it)", async () => {
    // A namespace not downloaded yet, first hook of a component with state after it: the
    // first render suspends, React replays the component once the chunk is in, and the
    // replay must call use() again, or React throws "Update hook called on initial render"
    // and recovers by rendering everything again (an error in the console of a real page).
    const careers: PageStrings<"careers"> = {
      namespace: "careers",
      es: resources.es.careers,
      others: { en: async () => ({ default: resources.en.careers }) },
    };
    function Heading() {
      const t = useT(careers);
      const [count] = useState(2);
      return <h1>{`${t("form.heading")} ${count}`}</h1>;
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported = vi.fn();
    window.addEventListener("error", reported);
    await act(async () => {
      const view = render(<p>before</p>);
      startTransition(() =>
        view.rerender(
          <I18nProvider language="en" resources={firstLoadEn}>
            <Suspense fallback={<p>loading</p>}>
              <Heading />
            </Suspense>
          </I18nProvider>,
        ),
      );
    });
    expect((await screen.findByRole("heading")).textContent).toBe("Work with us 2");
    window.removeEventListener("error", reported);
    expect(errors.mock.calls).toEqual([]);
    expect(reported).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("in another language, are all fetched before hydration, so that the page renders without waiting", async () => {
    function DataStep() {
      const t = useT(hiringStrings);
      return <h1>{t("data.title")}</h1>;
    }
    await loadPageStrings("en");
    // No Suspense boundary and no act to wait in: a suspending page would throw here.
    render(
      <I18nProvider language="en" resources={firstLoadEn}>
        <DataStep />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Tell us about you");
  });

  it("come from the provider when it has them, as the server's has every namespace: no download, no waiting", () => {
    // A bundle whose English never arrives: only the provider can translate it.
    const careers: PageStrings<"careers"> = {
      namespace: "careers",
      es: resources.es.careers,
      others: { en: () => new Promise(() => {}) },
    };
    function Heading() {
      const t = useT(careers);
      return <h1>{t("form.heading")}</h1>;
    }
    // No Suspense boundary: a page that waited for the English chunk would throw here.
    render(
      <I18nProvider language="en" resources={resources.en}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Work with us");
  });

  it("include the map's, which the map's modules bring", async () => {
    await loadPageStrings("en");
    function MapTitle() {
      const t = useT(hiringMapStrings);
      return <h2>{t("title")}</h2>;
    }
    render(
      <I18nProvider language="en" resources={firstLoadEn}>
        <MapTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("Location on the map");
  });

  it("outside a provider, say so in development and tests (a production build leaves the message out)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Heading />)).toThrow("useT and useLanguage must be used inside <I18nProvider>");
    vi.restoreAllMocks();
  });

  it("carry Spanish only: English is a chunk of its own, loaded on demand", async () => {
    expect(authStrings.es).toBe(resources.es.auth);
    expect(Object.keys(authStrings)).not.toContain("en");
    expect((await authStrings.others.en()).default).toEqual(resources.en.auth);
  });

  it("are not in the language chunk every page downloads, but the server has them", () => {
    expect(Object.keys(firstLoadEs)).not.toContain("auth");
    expect(Object.keys(firstLoadEs)).not.toContain("hiring");
    expect(resources.es.auth.login.heading).toBe("Ingresá a tu cuenta");
    expect(resources.en.hiring).toBeDefined();
  });
});
