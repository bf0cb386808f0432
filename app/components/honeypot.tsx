import { useRootData } from "~/root";
import { useT } from "~/utils/i18n";

/**
 * The honeypot fields of a public form (hidden from people and screen readers), with the
 * names and the signed timestamp the root loader hands out. remix-utils' HoneypotInputs
 * hides them with an inline `<style nonce>`, which the CSP blocks once the form is reached
 * by a client-side navigation (browsers hide the nonce from scripts, so React renders it
 * empty); the `honeypot` class in app.css hides them instead.
 */
export function Honeypot() {
  const t = useT();
  const props = useRootData()?.honeypot;
  if (!props) return null;
  const label = t("forms.honeypotLabel");
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = props;
  return (
    <div id={`${nameFieldName}_wrap`} className="honeypot" aria-hidden="true">
      <label htmlFor={nameFieldName}>{label}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="nope" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{label}</label>
          <input id={validFromFieldName} name={validFromFieldName} type="text" value={encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} />
        </>
      ) : null}
    </div>
  );
}
