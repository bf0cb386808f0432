import type { Strings } from "~/utils/i18n";

/**
 * The words every page shares (header, footer, titles, error screens, forms). The bundle is
 * only the name: the words come with the language chunk every page downloads before
 * hydrating (`./<lang>/index.ts`), not with a page, so each one weighs on every page.
 */
const commonStrings: Strings<"common"> = { namespace: "common" };
export default commonStrings;
