import "./address-suggestions.css";
import { useEffect, useRef, useState } from "react";
import { href } from "react-router";
import hiringMapStrings from "~/locales/hiring-map";
import { useT } from "~/utils/i18n";

export type Suggestion = { label: string; street: string; number?: string; lat: number; lng: number };

const MIN_LENGTH = 3;
const DEBOUNCE_MS = 250;
const LISTBOX_ID = "direcciones-sugeridas";

/**
 * Turns the location step's address field (a plain text input the server geocodes) into
 * an ARIA combobox: suggestions from the portal's own search route (the browser never
 * calls the geocoder), arrows to move, Enter to pick, Escape to close. Enter with nothing
 * highlighted submits the form as before. It only adds behaviour to the server-rendered
 * input, so what was typed before it loaded is kept, and so is the focus.
 */
export function AddressSuggestions({
  inputId,
  localityId,
  onPick,
}: {
  inputId: string;
  localityId: string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const copy = useT(hiringMapStrings);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  function pick(suggestion: Suggestion) {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (input) input.value = suggestion.label;
    setOpen(false);
    onPick(suggestion);
  }
  // The listeners live as long as the input; they read the latest state through this ref.
  const searchNow = useRef(() => {});
  const state = useRef({ suggestions, active, open, localityId, pick });
  useEffect(() => {
    state.current = { suggestions, active, open, localityId, pick };
  });

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const cancel = () => {
      clearTimeout(timer);
      pending?.abort();
    };

    const search = () => {
      cancel();
      const text = input.value.trim();
      if (text.length < MIN_LENGTH || !state.current.localityId) {
        setOpen(false);
        return;
      }
      timer = setTimeout(async () => {
        pending = new AbortController();
        try {
          const query = new URLSearchParams({ q: text, localidad_id: state.current.localityId });
          const response = await fetch(`${href("/contratar/direcciones")}?${query}`, {
            signal: pending.signal,
            headers: { Accept: "application/json" },
          });
          if (!response.ok) return;
          const { matches } = (await response.json()) as { matches: Suggestion[] };
          setSuggestions(matches);
          setActive(-1);
          // An answer that arrives after the applicant moved on stays closed.
          setOpen(matches.length > 0 && document.activeElement === input);
        } catch {
          // Aborted by newer typing, or offline: the field still works as plain text.
        }
      }, DEBOUNCE_MS);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions, active, open } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!suggestions.length) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive((active + step + suggestions.length) % suggestions.length);
      } else if (event.key === "Enter" && open && active >= 0) {
        event.preventDefault();
        state.current.pick(suggestions[active]!);
      } else if (event.key === "Escape") {
        cancel();
        if (open) event.preventDefault();
        setOpen(false);
      }
    };
    const onBlur = () => {
      cancel();
      setOpen(false);
    };

    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", LISTBOX_ID);
    input.addEventListener("input", search);
    searchNow.current = () => {
      if (document.activeElement === input) search();
    };
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    return () => {
      cancel();
      input.removeEventListener("input", search);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"])
        input.removeAttribute(name);
    };
  }, [inputId]);

  // What was typed while this module was on its way, or before the locality changed,
  // gets its suggestions too.
  useEffect(() => searchNow.current(), [localityId]);

  // The input's state attributes follow the list.
  useEffect(() => {
    const input = document.getElementById(inputId);
    input?.setAttribute("aria-expanded", String(open));
    if (open && active >= 0) input?.setAttribute("aria-activedescendant", `${LISTBOX_ID}-${active}`);
    else input?.removeAttribute("aria-activedescendant");
  }, [inputId, open, active]);

  return (
    <>
      <ul
        id={LISTBOX_ID}
        className="address-suggestions"
        role="listbox"
        aria-label={copy("suggestions")}
        hidden={!open}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.label}
            id={`${LISTBOX_ID}-${index}`}
            role="option"
            aria-selected={index === active}
            // Before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? copy("suggestionsCount", { count: suggestions.length }) : ""}
      </p>
    </>
  );
}
