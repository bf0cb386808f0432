// Temporary: the language middleware is `./i18next.server.ts` (server-only by name). Only
// app/utils/forms.server.ts still imports this path, because another part of issue 19 is
// rewriting that file; when the branches meet, point its import at
// `~/middleware/i18next.server` and delete this file.
export * from "./i18next.server";
