import { initReactI18next } from "react-i18next";
import { createCookie } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import {
  defaultLanguage,
  defaultNamespace,
  supportedLanguages,
} from "~/locales";
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

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    // Spanish by default: it is last so it wins when nothing else matches.
    supportedLanguages: ["en", "es"],
    fallbackLanguage: defaultLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: {
    resources: serverResources,
    supportedLngs: [...supportedLanguages],
    fallbackLng: "en",
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});
