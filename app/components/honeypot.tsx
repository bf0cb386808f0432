import { useRootData } from "~/utils/root-data";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * The honeypot fields of a public form (decisions 023 and 109): a trap bots fill, and the
 * signed timestamp of when the form was served, a hidden input no browser shows. The trap
 * is a text input (robots fill those) inside a wrapper hidden from people and screen
 * readers by the `hidden` attribute, which needs no stylesheet (a slow phone may show the
 * page before it) and no inline style (the CSP), and by the `honeypot` class besides. Text
 * browsers show it anyway (they honour none of that), so theirs is a hidden input.
 */
export function Honeypot() {
  const t = useT(commonStrings);
  const props = useRootData()?.honeypot;
  if (!props) return null;
  const validFrom =
    props.validFromFieldName && props.encryptedValidFrom ? (
      <input name={props.validFromFieldName} type="hidden" value={props.encryptedValidFrom} />
    ) : null;
  if (props.trap === "hidden") {
    return (
      <>
        <input name={props.nameFieldName} type="hidden" value="" />
        {validFrom}
      </>
    );
  }
  return (
    <>
      <div className="honeypot" hidden aria-hidden="true">
        <label htmlFor={props.nameFieldName}>{t("forms.honeypotLabel")}</label>
        <input
          id={props.nameFieldName}
          name={props.nameFieldName}
          type="text"
          defaultValue=""
          autoComplete="off"
          tabIndex={-1}
        />
      </div>
      {validFrom}
    </>
  );
}
