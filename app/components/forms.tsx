import type { SubmissionResult } from "@conform-to/react";
import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useNavigation } from "react-router";
import commonStrings from "~/locales/common";
import { FormToken } from "~/components/form-token";
import { useT } from "~/utils/i18n";

/**
 * Form pieces in the GOV.UK manner: an error summary above the form whose entries link
 * to their fields, a message next to each field (with a hidden "Error:" prefix), and the
 * user's values back after a failed submission. They render the result of the server's
 * validation (conform's SubmissionResult), with or without JavaScript.
 */
export type FormResult = SubmissionResult<string[]> | null | undefined;

export const fieldId = (name: string) => `campo-${name.replace(/[^\w-]/g, "-")}`;

export function fieldErrors(result: FormResult, name: string) {
  return result?.error?.[name] ?? null;
}

export function hasErrors(result: FormResult) {
  return Boolean(result?.error && Object.values(result.error).some((errors) => errors?.length));
}

/** The value the user sent last time, so a failed submission loses nothing. */
export function lastValue(result: FormResult, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

export function ErrorSummary({ result, labels }: { result: FormResult; labels: Record<string, string> }) {
  const t = useT(commonStrings);
  const ref = useRef<HTMLDivElement>(null);
  const errors = result?.error ?? {};
  const formErrors = errors[""] ?? [];
  // Field order of the form, then anything else the server named.
  const names = [...Object.keys(labels), ...Object.keys(errors).filter((name) => name && !(name in labels))];
  // One entry per field, its first message, as next to the field: never the same line twice.
  const entries = names.flatMap((name) => (errors[name]?.[0] ? [{ name, message: errors[name][0] }] : []));

  const shown = formErrors.length > 0 || entries.length > 0;

  useEffect(() => {
    // Only when a new result arrives: the summary is what changed.
    if (shown) ref.current?.focus();
  }, [result, shown]);

  if (!shown) return null;
  return (
    // autoFocus reaches the browser as the `autofocus` attribute, so focus lands here without JavaScript too.
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} autoFocus aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("forms.summaryTitle")}</h2>
      <ul>
        {[...new Set(formErrors)].map((message) => (
          <li key={message}>{message}</li>
        ))}
        {entries.map(({ name, message }) => (
          <li key={`${name}-${message}`}>
            <a href={`#${fieldId(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ids a control's `aria-describedby` lists: its hint, then its error. */
export function describedBy(id: string, hint: ReactNode, errors: string[] | null) {
  return [hint ? `${id}-ayuda` : null, errors ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p className="hint" id={`${id}-ayuda`}>
      {hint}
    </p>
  ) : null;
}

/** The field's first error, with a hidden "Error:" prefix for screen readers. */
export function FieldError({ id, errors }: { id: string; errors: string[] | null }) {
  const t = useT(commonStrings);
  return errors ? (
    <p className="field-error" id={`${id}-error`}>
      <span className="visually-hidden">{t("a11y.errorPrefix")} </span>
      {errors[0]}
    </p>
  ) : null;
}

type FieldFrameProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  result: FormResult;
  children: (aria: AriaProps) => ReactNode;
};
type AriaProps = { id: string; name: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

function FieldFrame({ name, label, hint, result, children }: FieldFrameProps) {
  const id = fieldId(name);
  const errors = fieldErrors(result, name);
  return (
    <div className={errors ? "field field-invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} errors={errors} />
      {children({
        id,
        name,
        "aria-invalid": errors ? true : undefined,
        "aria-describedby": describedBy(id, hint, errors),
      })}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  result: FormResult;
};

export function TextField({ name, label, hint, result, defaultValue, ...input }: InputProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} result={result}>
      {(aria) => <input {...input} {...aria} defaultValue={lastValue(result, name) ?? defaultValue} />}
    </FieldFrame>
  );
}

/**
 * A one-time code (proof of identity, a contact's verification, a cancellation's
 * confirmation): six digits, the phone's number keyboard and its SMS autofill. A code is
 * never given back to the page, refused or not.
 */
export function OneTimeCodeField({
  name,
  label,
  hint,
  result,
  ...input
}: Omit<InputProps, "defaultValue" | "inputMode" | "autoComplete" | "pattern" | "maxLength">) {
  return (
    <FieldFrame name={name} label={label} hint={hint} result={result}>
      {(aria) => (
        <input
          {...input}
          {...aria}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          spellCheck={false}
          required
        />
      )}
    </FieldFrame>
  );
}

/** A file input: a browser cannot be given a file back, so after a failed submission its error (`sendBack`'s `file`) says to choose it again. */
export function FileField({ name, label, hint, result, ...input }: InputProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} result={result}>
      {(aria) => <input {...input} {...aria} type="file" />}
    </FieldFrame>
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  result: FormResult;
};

export function TextareaField({ name, label, hint, result, defaultValue, ...textarea }: TextareaProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} result={result}>
      {(aria) => <textarea {...textarea} {...aria} defaultValue={lastValue(result, name) ?? defaultValue} />}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  result: FormResult;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
};

export function SelectField({ name, label, hint, result, options, placeholder, defaultValue, ...select }: SelectProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} result={result}>
      {(aria) => (
        <select {...select} {...aria} defaultValue={lastValue(result, name) ?? defaultValue ?? ""}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  result: FormResult;
};

export function CheckboxField({ name, label, hint, result, defaultChecked, ...input }: CheckboxProps) {
  const id = fieldId(name);
  const errors = fieldErrors(result, name);
  const sent = result?.initialValue ? result.initialValue[name] !== undefined : undefined;
  return (
    <div className={errors ? "field field-checkbox field-invalid" : "field field-checkbox"}>
      <FieldError id={id} errors={errors} />
      <div className="checkbox">
        <input
          {...input}
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={sent ?? defaultChecked}
          aria-invalid={errors ? true : undefined}
          aria-describedby={describedBy(id, hint, errors)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/**
 * The submit button. With JavaScript it is disabled while the submission is under way,
 * so a double click sends one request; the server is idempotent for the rest. It brings
 * the form's token (`FormToken`, server-rendered only), so every post form has it: a `get`
 * form (whose address must not carry the token) has a plain button instead, which loses
 * nothing, since a navigation is never "submitting".
 */
export function SubmitButton({
  children,
  className = "button",
  name,
  value,
}: {
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  const t = useT(commonStrings);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const button = (
    <button
      type="submit"
      className={className}
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy ? t("forms.sending") : children}
    </button>
  );
  return import.meta.env.SSR ? (
    <>
      <FormToken />
      {button}
    </>
  ) : (
    button
  );
}

/**
 * The hidden key that makes a create happen once however often the form is sent
 * (decision 034): the one sent last time when the form comes back (`result`), else `fresh`,
 * the loader's. A page whose action hands out a new key with a refusal (the API keeps a
 * refused answer under its key) passes that one as `fresh`, and no `result`.
 */
export function FormKey({ result, fresh }: { result?: FormResult; fresh: string }) {
  return <input type="hidden" name="idempotency_key" value={lastValue(result, "idempotency_key") ?? fresh} />;
}
