import { createInstance, type i18n } from "i18next";
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, defaultNamespace, supportedLanguages } from "~/locales";
import { serverResources } from "~/locales/index.server";

// The visitor's language choice, remembered between visits. Secure like the session
// cookie: the middleware is created at import, before the configuration is read, so it
// looks at NODE_ENV itself (the configuration reads the same variable).
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: process.env.NODE_ENV === "production",
  maxAge: 60 * 60 * 24 * 365,
});

// remix-i18next's language detection (query, cookie, Accept-Language), as before.
const detector = new RemixI18Next({
  detection: {
    // Spanish by default: it is last so it wins when nothing else matches.
    supportedLanguages: [...supportedLanguages.filter((language) => language !== defaultLanguage), defaultLanguage],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
});

/**
 * One i18next instance per language for the life of the process, not one per request as
 * remix-i18next's middleware makes: creating and initialising an instance was about a
 * twentieth of the server's time per page (decision 081). Sharing is safe because nothing
 * changes an instance's language: each request gets the instance of its own.
 */
const instances = new Map<string, Promise<i18n>>();

function instanceFor(language: string): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance({
      resources: serverResources,
      supportedLngs: [...supportedLanguages],
      fallbackLng: "en",
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
    });
    instance = created.init({ lng: language }).then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

const localeContext = createContext<string>();
const i18nextContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const language = await detector.getLocale(request);
  context.set(localeContext, language);
  context.set(i18nextContext, await instanceFor(language));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): string {
  return context.get(localeContext);
}

/**
 * The server's one way to translate, in loaders, actions and `.server.ts` helpers:
 * `getInstance(context).getFixedT(null, "<namespace>")` in the request's language, or
 * `getFixedT("es", "<namespace>")` for text the provider's staff read. Every namespace is
 * here: the first-load and page ones components use, and the server-only ones
 * (`app/locales/<lang>/*.server.ts`). See docs/i18n.md.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  return context.get(i18nextContext);
}
