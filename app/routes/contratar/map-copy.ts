import { useMemo } from "react";
import en from "~/locales/en/hiring-map";
import es from "~/locales/es/hiring-map";
import { useLanguage } from "~/utils/i18n";

type MapCopy = typeof es;

/** The map's copy in the page's language (see `app/locales/es/hiring-map.ts`); stable per language. */
export function useMapCopy() {
  const language = useLanguage();
  return useMemo(() => {
    const copy: MapCopy = language === "en" ? en : es;
    return (key: keyof MapCopy, values: Record<string, string | number> = {}) =>
      copy[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  }, [language]);
}
