export const supportedLanguages = ["es", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage = "es" satisfies Language;
export const defaultNamespace = "common";
