import { describedBy, FieldError, fieldErrors, FieldHint, fieldId, type FormResult } from "~/components/forms";
import debitStrings from "~/locales/debit";
import { useT } from "~/utils/i18n";

export type ServiceOption = { id: number; plan: string; kind: "internet" | "tv"; connection: string; address: string };

/**
 * The services to pay by automatic debit, as a fieldset of checkboxes named `services`:
 * the ones sent last time are ticked again after a failed submission, else `checked`.
 * The first box carries the field's id, so the error summary's link lands on the group;
 * each box's details have an id of their own (`-detalle`), apart from the group's hint.
 */
export function ServicesField({
  legend,
  hint,
  result,
  services,
  checked = [],
}: {
  legend: string;
  hint?: string;
  result: FormResult;
  services: ServiceOption[];
  checked?: number[];
}) {
  const t = useT(debitStrings);
  const id = fieldId("services");
  const errors = fieldErrors(result, "services");
  const sent = result?.initialValue ? toList(result.initialValue.services) : null;
  const ticked = new Set(sent ?? checked.map(String));
  return (
    <fieldset
      className={errors ? "field checkbox-group field-invalid" : "field checkbox-group"}
      aria-describedby={describedBy(id, hint, errors)}
    >
      <legend>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} errors={errors} />
      {services.map((service, index) => {
        const boxId = index === 0 ? id : `${id}-${index}`;
        return (
          <div className="checkbox" key={service.id}>
            <input
              type="checkbox"
              id={boxId}
              name="services"
              value={service.id}
              defaultChecked={ticked.has(String(service.id))}
              aria-describedby={`${boxId}-detalle`}
            />
            <label htmlFor={boxId}>
              {service.plan}
              <span className="hint" id={`${boxId}-detalle`}>
                {t(`kind.${service.kind}`)} · {t("connection", { number: service.connection })} · {service.address}
              </span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
