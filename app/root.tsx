import { useEffect, useState, type ReactNode } from "react";
import { data, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { BuildCheck } from "~/components/build-check";
import { GeneralErrorBoundary } from "~/components/error-screen";
import { NetworkBanner } from "~/components/network-banner";
import { ProgressBar } from "~/components/progress-bar";
import { ScrollRestoration } from "~/components/scroll-restoration";
import { Toaster } from "~/components/toaster";
import { features } from "~/api/capabilities.server";
import { getConfig, publicConfig } from "~/config.server";
import { customerDataMiddleware } from "~/middleware/customer-data.server";
import { formsFromThisSite, formToken } from "~/middleware/forms-from-this-site.server";
import { getInstance, getLocale, i18nextMiddleware, localeCookie } from "~/middleware/i18next.server";
import { useLanguage } from "~/utils/i18n";
import { useNonce } from "~/utils/nonce";
import { useRootData } from "~/utils/root-data";
import { getAccessToken } from "~/utils/session.server";
import { deskOf } from "~/routes/agentes/desk-data.server";
import { getToasts } from "~/utils/toast.server";
import { InlineStyles } from "~/utils/inline-styles";
import { honeypotFields } from "~/utils/honeypot.server";
import { isLightMode } from "~/utils/light-mode.server";
import { publicPostLimits } from "~/utils/rate-limit.server";
import { drainUnreadBody } from "~/utils/request-body.server";
import { requestScope } from "~/utils/request-scope.server";

export const middleware: Route.MiddlewareFunction[] = [
  requestScope,
  publicPostLimits,
  drainUnreadBody,
  customerDataMiddleware,
  i18nextMiddleware,
  formsFromThisSite,
];

// The site's stylesheet is not a link: the server writes it into the head (InlineStyles).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = getLocale(context);
  const light = isLightMode(request);
  const { toasts, setCookie } = await getToasts(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await localeCookie.serialize(language));
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // Every post form prints it (SubmitButton, FormToken): decision 133.
  const form = await formToken(request);
  if (form.setCookie) headers.append("Set-Cookie", form.setCookie);
  return data(
    {
      config: publicConfig(getConfig(), features()),
      toasts,
      honeypot: await honeypotFields(request),
      formToken: form.token,
      signedIn: Boolean(await getAccessToken(request)),
      // An agent's (decision 140): the desk's frame, on the desk and around a caller's account (decision 144).
      desk: deskOf(request),
      // Light mode (decision 080): the page goes out without a single script. The footer's
      // switch comes with its words: they need not weigh on every page's download.
      light,
      lightModeSwitch: getInstance(context).getFixedT(null, "lightModeServer")(light ? "off" : "on"),
    },
    { headers },
  );
}

// The root loader is cheap (no API call) and carries the flash toasts, which any
// navigation may have set, so it runs on every navigation.
export function shouldRevalidate() {
  return true;
}

const BODY_CLASS = { production: undefined, staging: "staging", development: "testing" } as const;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const language = useLanguage();
  useEffect(() => {
    // Lets tests (and styles) tell a hydrated page from a server-rendered one.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3d62" />
        {/* Server only: the browser renders nothing there, so its bundle carries none of it. */}
        {import.meta.env.SSR ? <InlineStyles /> : null}
        {/* Installable (decision 150); server only too, hydration passes over it. Not in light
            mode: its pages run no script, so no service worker, and their byte budget is tight. */}
        {import.meta.env.SSR && !root?.light ? <link rel="manifest" href="/manifest.webmanifest" /> : null}
        {/* Blocks that work only with JavaScript (the hiring map's frame) take no room without it. */}
        <noscript>
          <style nonce={nonce}>{".needs-script{display:none}"}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body className={root ? BODY_CLASS[root.config.APP_ENV] : undefined}>
        {children}
        {/* Light mode: not one script, inline or not, and so no modulepreload either
            (decision 080). Only the server renders light pages: the browser's bundle keeps
            the scripts unconditionally (a constant per build). */}
        {import.meta.env.SSR && root?.light ? null : <ScrollRestoration nonce={nonce} />}
        {import.meta.env.SSR && root?.light ? null : <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Light mode runs no script: the navigation's progress and the network's state, which only
  // a script moves, are left out of its pages (only the server renders them: decision 080).
  const scripted = !(import.meta.env.SSR && loaderData.light);
  return (
    <>
      {scripted ? <ProgressBar /> : null}
      {scripted ? <NetworkBanner /> : null}
      <Toaster toasts={loaderData.toasts} />
      <BuildCheck />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  // Red only when a navigation in the browser failed, not on an error page loaded as
  // such: the flag is set after the first hydration, so server and hydration agree.
  // Decided when the boundary appears, not on every render: after hydration React Router
  // re-renders the page as it discovers the routes of its links (the footer's), and a
  // page loaded as an error is no failed navigation then either.
  const [failedNavigation] = useState(
    () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true",
  );
  return (
    <>
      <ProgressBar failed={failedNavigation} />
      <GeneralErrorBoundary />
    </>
  );
}
