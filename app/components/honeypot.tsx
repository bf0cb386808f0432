import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useT } from "~/utils/i18n";
import { useNonce } from "~/utils/nonce";

/** The honeypot fields of a public form (hidden from people and screen readers). */
export function Honeypot() {
  const t = useT();
  return <HoneypotInputs label={t("forms.honeypotLabel")} nonce={useNonce()} />;
}
