import account from "./account";
import auth from "./auth";
import careers from "./careers";
import catalogue from "./catalogue";

/**
 * Page namespaces: their strings travel with the pages that use them (each imports its
 * bundle from `~/locales/<namespace>`), not in the language chunk every page downloads.
 */
export default { account, auth, careers, catalogue };
