import { redirect } from "react-router";
import type { z } from "zod";
import { getConfig } from "~/config.server";
import { createSealedCookie, type SealedCookie } from "~/utils/sealed-cookie.server";

/**
 * A flow's draft: what a visitor has told a flow of several pages so far, kept between
 * them in a sealed (encrypted, httpOnly, SameSite=Lax) cookie of the flow's own (the
 * hiring flow, decision 018; the cancellation and withdrawal, decision 073; sealed since
 * 046). Nothing personal travels in a URL or sits readable in the browser, and any portal
 * instance serves the next page. The flow's schema reads it every time: a cookie tampered
 * with, sealed for another flow or under a secret we no longer have, or of an older
 * shape, is the empty draft.
 */
export type DraftStore<Draft> = {
  /** The request's draft; the empty draft when there is none or it cannot be trusted. */
  read(request: Request): Promise<Draft>;
  /** The Set-Cookie header that stores `draft`. */
  save(draft: Draft): Promise<string>;
  /** The Set-Cookie header that forgets the draft. */
  clear(): Promise<string>;
  /** A redirect that also stores `draft`. */
  redirectWith(url: string, draft: Draft, init?: ResponseInit): Promise<Response>;
};

/**
 * The store of the draft cookie `name`, lasting `lifetimeSeconds`. The schema must accept
 * `{}`: that is the empty draft a flow starts from.
 */
export function draftStore<Schema extends z.ZodType<object>>(
  name: string,
  schema: Schema,
  lifetimeSeconds: number,
): DraftStore<z.output<Schema>> {
  // A schema without an empty draft fails here, at import, not on a visitor's first page.
  const empty = () => schema.parse({});
  empty();
  // The secrets and the Secure flag come from the configuration, read at the first use
  // rather than at import, so a module can declare its store before the configuration exists.
  let cookie: SealedCookie | undefined;
  const jar = () => {
    const config = getConfig();
    cookie ??= createSealedCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.NODE_ENV === "production",
      maxAge: lifetimeSeconds,
      secrets: config.SESSION_SECRET,
    });
    return cookie;
  };
  return {
    async read(request) {
      const parsed = schema.safeParse(await jar().parse(request.headers.get("Cookie")));
      return parsed.success ? parsed.data : empty();
    },
    save: (draft) => jar().serialize(draft),
    clear: () => jar().serialize({}, { maxAge: 0 }),
    async redirectWith(url, draft, init) {
      const headers = new Headers(init?.headers);
      headers.append("Set-Cookie", await jar().serialize(draft));
      return redirect(url, { ...init, headers });
    },
  };
}
