import { ISOLATED_HTTP_PORT_BASE } from "../support/servers";
import { startServerSet } from "./servers";

/**
 * The `http-isolated` project: a sandbox of its own for the files that fault calls every
 * caller makes (the public pages' data), so nothing else runs against it meanwhile.
 */
export default () => startServerSet(ISOLATED_HTTP_PORT_BASE, ["main", "shortDeadline"]);
