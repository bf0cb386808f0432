// `npm run api:openapi`: writes docs/openapi.json from contract/ (decision 125). A test
// fails when the file in the repository differs from what this writes.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildOpenApi } from "../contract/openapi.ts";

const file = join(import.meta.dirname, "..", "docs", "openapi.json");
writeFileSync(file, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`Wrote ${file}`);
