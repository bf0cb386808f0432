export const supportedLanguages = ["es", "en"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "es";
export const defaultNamespace = "common";
