import { TextField, type FormResult } from "~/components/forms";
import authStrings from "~/locales/auth";
import { useT } from "~/utils/i18n";

/** The DNI/CUIT field the sign-in and password-reset forms share (a password manager's username). */
export function IdentificationField({ result }: { result: FormResult }) {
  const t = useT(authStrings);
  return (
    <TextField
      name="identification"
      label={t("login.identificationLabel")}
      hint={t("login.identificationHint")}
      result={result}
      autoComplete="username"
      inputMode="numeric"
      spellCheck={false}
      required
    />
  );
}
