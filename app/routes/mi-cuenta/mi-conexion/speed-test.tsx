import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { href } from "react-router";
import lineStrings from "~/locales/line";
import { useT } from "~/utils/i18n";
import { formatMbps } from "./line-format";

/**
 * The speed test (decision 102), an enhancement that needs JavaScript: rendered only once the
 * page runs in a browser that can time a download (nothing in the server's HTML, so a page
 * without JavaScript never offers what it cannot do). A small download first gives a rough
 * speed, then one big enough to take a few seconds is timed. The result goes into the form
 * it sits in as `velocidad`, for the claim to carry. Only the diagnosis page imports it.
 */

type State = { step: "idle" | "measuring" | "failed" } | { step: "done"; mbps: number };

async function timedDownload(size: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${href("/mi-cuenta/mi-conexion/prueba-de-velocidad")}?tamano=${size}`, {
    cache: "no-store",
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`speed test: ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { bytes, seconds: Math.max((performance.now() - started) / 1000, 0.001) };
}

const mbpsOf = ({ bytes, seconds }: { bytes: number; seconds: number }) => (bytes * 8) / seconds / 1_000_000;

export async function measureSpeed(): Promise<number> {
  const rough = mbpsOf(await timedDownload("256k"));
  // About three seconds at the rough speed: 1 MB below 3 Mbps, 4 MB to about 11, 8 MB above.
  const size = rough < 3 ? "1m" : rough < 11 ? "4m" : "8m";
  return Math.round(mbpsOf(await timedDownload(size)) * 10) / 10;
}

export function SpeedTest() {
  const t = useT(lineStrings);
  const [state, setState] = useState<State>({ step: "idle" });
  const runs = useHydrated() && typeof fetch === "function" && typeof performance !== "undefined";
  if (!runs) return null;

  async function start() {
    setState({ step: "measuring" });
    try {
      setState({ step: "done", mbps: await measureSpeed() });
    } catch {
      setState({ step: "failed" });
    }
  }

  return (
    <section className="panel speed-test" aria-labelledby="prueba-de-velocidad">
      <h2 id="prueba-de-velocidad">{t("speed.heading")}</h2>
      <p>{t("speed.intro")}</p>
      <p>
        <button type="button" className="button button-secondary" onClick={start} disabled={state.step === "measuring"}>
          {state.step === "measuring" ? t("speed.measuring") : t("speed.start")}
        </button>
      </p>
      <p role="status" aria-live="polite">
        {state.step === "done"
          ? t("speed.result", { mbps: formatMbps(state.mbps) })
          : state.step === "failed"
            ? t("speed.failed")
            : null}
      </p>
      {state.step === "done" ? <input type="hidden" name="velocidad" value={String(state.mbps)} /> : null}
    </section>
  );
}
