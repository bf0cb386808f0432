import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { defaultLanguage, type Language } from "~/locales/languages";
import { ignoreAbortedRequests } from "~/utils/aborted-requests";
import { installChunkReloadGuard } from "~/utils/chunk-reload";
import { I18nProvider, loadPageStrings, type FirstLoadResources } from "~/utils/i18n";

// Only the page's language is downloaded, as its own small chunk (its first-load namespaces;
// page namespaces come with their pages, and in another language than Spanish their
// strings are fetched here too, before hydrating).
const loaders: Record<Language, () => Promise<{ default: FirstLoadResources }>> = {
  es: () => import("~/locales/es"),
  en: () => import("~/locales/en"),
};

async function hydrate() {
  installChunkReloadGuard();
  ignoreAbortedRequests();
  const lang = document.documentElement.lang as Language;
  const language = lang in loaders ? lang : defaultLanguage;
  const [{ default: resources }] = await Promise.all([loaders[language](), loadPageStrings(language)]);
  const app = (
    <I18nProvider language={language} resources={resources}>
      <HydratedRouter />
    </I18nProvider>
  );
  // StrictMode only checks in development; in a production build it is bytes that do
  // nothing, on every page's first load (the 120 KB budget).
  startTransition(() => {
    hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  });
}

void hydrate();
