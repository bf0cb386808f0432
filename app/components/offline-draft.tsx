import { useEffect, useRef, useState } from "react";
import draftsStrings from "~/locales/drafts";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { DRAFT_PREFIX, draftStorage } from "~/utils/offline-drafts";

/** What was typed, as the form would send it, and its idempotency key among the fields. */
type Draft = { fields: [string, string][]; hadFile: boolean };
type State = { saved: boolean } | { offer: Draft } | null;

const OFFER = { claim: "offer.claim", reply: "offer.reply", report: "offer.report" } as const;

// Fields never kept: the form token is the page's own (decision 133).
const NOT_KEPT = new Set(["csrf"]);

function readDraft(form: string): Draft | null {
  try {
    const draft = JSON.parse(draftStorage()?.getItem(DRAFT_PREFIX + form) ?? "null") as Draft | null;
    return draft && Array.isArray(draft.fields) ? draft : null;
  } catch {
    return null;
  }
}

function keepDraft(form: string, draft: Draft) {
  try {
    draftStorage()?.setItem(DRAFT_PREFIX + form, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form is sent as before, only not kept.
  }
}

const forgetDraft = (form: string) => draftStorage()?.removeItem(DRAFT_PREFIX + form);
const keyOf = (draft: Draft | null) => draft?.fields.find(([name]) => name === "idempotency_key")?.[1];

/** Forgets the draft sent under this idempotency key, whichever form kept it. */
function forgetDraftWithKey(key: FormDataEntryValue | null) {
  const storage = draftStorage();
  if (!storage || typeof key !== "string") return;
  for (const name of Object.keys(storage))
    if (name.startsWith(DRAFT_PREFIX) && keyOf(readDraft(name.slice(DRAFT_PREFIX.length))) === key)
      storage.removeItem(name);
}

/**
 * The `clientAction` of a page with a kept form: the submission goes to the server as
 * without it, and once the server has answered (data, a redirect, even an error) the draft
 * kept under its key is forgotten. A request that never arrived fails with a TypeError
 * (fetch's network error): then the draft stays, to be offered again.
 */
export async function forgetWhenAnswered<T>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<T>;
}) {
  const key = await request
    .clone()
    .formData()
    .then((form) => form.get("idempotency_key"))
    .catch(() => null);
  try {
    const answer = await serverAction();
    forgetDraftWithKey(key);
    return answer;
  } catch (error) {
    if (!(error instanceof TypeError)) forgetDraftWithKey(key);
    throw error;
  }
}

/** Puts a kept draft's values back in the form, its idempotency key too (so it is created once). */
function fill(form: HTMLFormElement, draft: Draft) {
  for (const [name, value] of draft.fields) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const option of field) if (option instanceof HTMLInputElement) option.checked = option.value === value;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      field.checked = field.value === value;
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      field.value = value;
    }
  }
}

/**
 * Inside a form that creates something (a claim, a reply, a payment report; never a payment):
 * with JavaScript, each submission is kept in this browser first, under the form's name,
 * and forgotten once the server answers it (the page's `clientAction`, `forgetWhenAnswered`). Sent while the browser is offline, it is not
 * sent: the form says it was kept. When the connection is back (or the page is opened
 * again) the form offers it, and sends it only when the customer says so, with the
 * idempotency key it was typed with, so the API creates it once (decision 149). A file
 * cannot be kept, and the form says so. Without JavaScript there is nothing of this.
 */
/**
 * The notice's look, in the element: it shows only with JavaScript, so the stylesheet every
 * page carries inline (decision 111), light mode's included, need not hold it.
 */
const NOTICE = {
  borderLeft: "4px solid var(--warning)",
  padding: "0.5rem 0.75rem",
  margin: "0 0 1rem",
  background: "var(--surface)",
} as const;

export function OfflineDraft(props: { name: string; kind: keyof typeof OFFER }) {
  // Never in an agent's browser (decision 144): it serves one caller after another.
  return useRootData()?.desk ? null : <KeptDraft {...props} />;
}

function KeptDraft({ name, kind }: { name: string; kind: keyof typeof OFFER }) {
  const t = useT(draftsStrings);
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>(null);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const offer = () => {
      const draft = readDraft(name);
      if (draft && navigator.onLine) setState({ offer: draft });
    };
    const onSubmit = (event: SubmitEvent) => {
      const entries = [...new FormData(form, event.submitter)];
      const fields = entries.filter((entry): entry is [string, string] => typeof entry[1] === "string");
      const hadFile = entries.some(([, value]) => typeof value !== "string" && value.size > 0);
      keepDraft(name, { fields: fields.filter(([field]) => !NOT_KEPT.has(field)), hadFile });
      if (navigator.onLine) {
        setState(null);
        return;
      }
      // Offline: no request that would fail on the way; the router never sees the submission.
      event.preventDefault();
      event.stopPropagation();
      setState({ saved: hadFile });
    };
    offer();
    form.addEventListener("submit", onSubmit);
    window.addEventListener("online", offer);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("online", offer);
    };
  }, [name]);

  const send = (draft: Draft) => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    fill(form, draft);
    setState(null);
    form.requestSubmit();
  };
  const discard = () => {
    forgetDraft(name);
    setState(null);
  };

  return (
    <div ref={anchor} className="offline-draft" role="status">
      {state && "saved" in state ? (
        <p style={NOTICE}>
          {t("saved")}
          {state.saved ? ` ${t("fileNotKept")}` : null}
        </p>
      ) : null}
      {state && "offer" in state ? (
        <div style={NOTICE}>
          <p style={{ margin: "0 0 0.5rem" }}>
            <strong>{t(OFFER[kind])}</strong>. {t("offerText")}
            {state.offer.hadFile ? ` ${t("fileNotKept")}` : null}
          </p>
          <p className="actions">
            <button type="button" className="button button-small" onClick={() => send(state.offer)}>
              {t("send")}
            </button>{" "}
            <button type="button" className="button button-small button-secondary" onClick={discard}>
              {t("discard")}
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
