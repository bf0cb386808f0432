import type { ReactNode } from "react";
import {
  describedBy,
  FieldError,
  fieldErrors,
  FieldHint,
  fieldId,
  lastValue,
  type FormResult,
} from "~/components/forms";

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode };

/**
 * One choice among a few, as a fieldset of radio buttons, in the manner of the other form
 * pieces: legend, hint, the error next to it, the last choice kept after a failed
 * submission. The first radio carries the field's id, so the error summary's link lands
 * on the group; arrows move between options, Tab leaves the group.
 */
export function RadioGroup({
  name,
  legend,
  hint,
  result,
  options,
  defaultValue,
  autoFocus,
  className,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  result: FormResult;
  options: RadioOption[];
  defaultValue?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const id = fieldId(name);
  const errors = fieldErrors(result, name);
  const chosen = lastValue(result, name) ?? defaultValue;
  return (
    <fieldset
      className={["field", "radio-group", errors ? "field-invalid" : null, className].filter(Boolean).join(" ")}
      aria-describedby={describedBy(id, hint, errors)}
    >
      <legend>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} errors={errors} />
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div className="radio" key={option.value}>
            <input
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              defaultChecked={chosen === option.value}
              autoFocus={autoFocus && (chosen ? chosen === option.value : index === 0)}
              aria-describedby={option.hint ? `${optionId}-ayuda` : undefined}
            />
            <label htmlFor={optionId}>
              {option.label}
              {option.hint ? (
                <span className="hint" id={`${optionId}-ayuda`}>
                  {option.hint}
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
