import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The honeypot fields of a public form, hidden from people and screen readers: bots
 * fill them, and the signed timestamp tells when the form was served. Hidden by the
 * stylesheet rather than remix-utils' inline <style>, which a page rendered in the
 * browser after a navigation could not give the response's CSP nonce (browsers hide
 * it), so the fields would show and the browser would log a CSP refusal.
 */
export function Honeypot() {
  const t = useT(commonStrings);
  const props = useRootData()?.honeypot;
  if (!props) return null;
  const label = t("forms.honeypotLabel");
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={props.nameFieldName}>{label}</label>
      <input id={props.nameFieldName} name={props.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props.validFromFieldName && props.encryptedValidFrom ? (
        <>
          <label htmlFor={props.validFromFieldName}>{label}</label>
          <input
            id={props.validFromFieldName}
            name={props.validFromFieldName}
            type="text"
            value={props.encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
