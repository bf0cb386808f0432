import { startIdp } from "./provider.ts";
import { parseSettings, SettingsError } from "./settings.ts";

/**
 * `npm run idp`: the staff identity provider (decision 140), a stand-in for the provider's
 * Keycloak or Entra ID as the sandbox is for its API. Its settings are in ./settings.ts;
 * `npm start` starts it with the sandbox and gives the portal and the sandbox its issuer.
 */
let settings;
try {
  settings = parseSettings(process.env);
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : String(error));
  process.exit(1);
}

const running = await startIdp(settings).catch((error: Error) => {
  console.error(`The staff identity provider could not start on port ${settings.IDP_PORT}: ${error.message}`);
  process.exit(1);
});
if (running.generatedKeys)
  console.log("Staff identity provider: signing keys made for this run (IDP_JWKS unset): tokens end with it.");
// scripts/start.mjs reads this line.
console.log(`Staff identity provider listening on ${running.issuer} (audience ${settings.IDP_AUDIENCE})`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  });
}
