import { describe, expect, it } from "vitest";
import { api, sandboxToken } from "../support/sandbox";
import { SERVERS, STAFF_AUDIENCE } from "../support/servers";
import {
  AGENT,
  callbackOf,
  NO_ROLE,
  openStaffCookie,
  sealStaffCookie,
  signInStaff,
  startStaffSignIn,
  SUPERVISOR,
  typeCredentials,
} from "../support/staff";
import { heading, textOf, Visitor } from "../support/visitor";

/**
 * The call centre's sign-in (decision 140) over real HTTP, as a browser without JavaScript
 * goes through it: the portal, and the identity provider `main` starts beside its sandbox.
 * The code flow with its checks, the way back refused when it is not this browser's flow,
 * the session's idle and absolute ends (its cookie aged as time would, with the run's
 * secret), one session per browser, and signing out at both ends.
 */

const MINUTE = 60_000;
const q = encodeURIComponent;

describe("the staff sign-in's code flow", () => {
  it("signs an agent in through the identity provider's page and lands on the desk, which says who and until when", async () => {
    const visitor = new Visitor();
    const anonymous = await visitor.request("/agentes");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/agentes/ingresar?redirectTo=%2Fagentes");

    const started = await visitor.request("/agentes/ingresar", { form: { redirectTo: "/agentes" } });
    expect(started.status).toBe(302);
    const authorize = new URL(started.headers.get("location")!);
    expect(authorize.origin).toBe(SERVERS.idp);
    const asked = Object.fromEntries(authorize.searchParams);
    expect(asked).toMatchObject({
      response_type: "code",
      client_id: "portal",
      redirect_uri: `${SERVERS.main}/agentes/ingresar/retorno`,
      scope: "openid profile",
      code_challenge_method: "S256",
      resource: STAFF_AUDIENCE,
    });
    expect(asked.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(asked.state).toMatch(/^[\w-]{20,}$/);
    expect(asked.nonce).toMatch(/^[\w-]{20,}$/);
    // The flow's secrets stay in a sealed cookie of this browser, for the sign-in's addresses only.
    const flow = started.headers.getSetCookie().find((cookie) => cookie.startsWith("__staff_flow="))!;
    expect(flow).toMatch(/; Max-Age=600; Path=\/agentes\/ingresar; HttpOnly; (Secure; )?SameSite=Lax$/);
    expect(flow).not.toContain(asked.state);

    const form = await visitor.open(authorize.href);
    expect(heading(form.doc)).toBe("Ingresá con tu cuenta de la empresa");
    expect(form.doc.documentElement.getAttribute("lang")).toBe("es-AR");
    expect(form.doc.querySelectorAll("script")).toHaveLength(0);

    const desk = await typeCredentials(visitor, form, AGENT);
    expect(desk.url.href).toBe(`${SERVERS.main}/agentes`);
    expect(desk.status).toBe(200);
    expect(heading(desk.doc)).toBe("Hola, Lucía");
    const header = textOf(desk.doc.querySelector("header")!);
    expect(header).toContain("Lucía Fernández · Agente 4127 · Rol: agente");
    expect(header).toMatch(/Tu sesión termina a las \d\d:\d\d, o antes si pasás 30 minutos sin actividad/);
    expect(desk.doc.querySelector('form[action="/agentes/salir"][method="post"] button')).not.toBeNull();
    expect(desk.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.cookies.has("__staff_flow")).toBe(false);

    const session = openStaffCookie(visitor.cookies.get("__staff")!);
    expect(session).toMatchObject({ name: "Lucía Fernández", agentNumber: "4127", roles: ["agent"] });
    expect(session.expiresAt - session.signedInAt).toBe(8 * 60 * MINUTE);
    // The API's access token (RFC 9068), for the API's audience, naming the agent.
    const [header64, payload64] = session.accessToken.split(".");
    expect(JSON.parse(Buffer.from(header64!, "base64url").toString())).toMatchObject({ typ: "at+jwt" });
    expect(JSON.parse(Buffer.from(payload64!, "base64url").toString())).toMatchObject({
      iss: SERVERS.idp,
      aud: STAFF_AUDIENCE,
      client_id: "portal",
      roles: ["agent"],
      agent_number: "4127",
      name: "Lucía Fernández",
    });
  });

  it("signs a supervisor in with what a supervisor is offered", async () => {
    const desk = await signInStaff(new Visitor(), SUPERVISOR);
    expect(heading(desk.doc)).toBe("Hola, Carolina");
    expect(textOf(desk.doc.querySelector("header")!)).toContain("Carolina Paz · Agente 3001 · Rol: supervisión");
    const offered = textOf(desk.doc.querySelector("main")!);
    expect(offered).toContain("por agente y por día");
    expect(offered).not.toContain("Buscar la cuenta de quien llama");
  });

  it("comes back to the desk page it was asked from, and to no other site or area", async () => {
    const visitor = new Visitor();
    const back = await visitor.open("/agentes/no-existe?x=1");
    expect(back.url.pathname).toBe("/agentes/ingresar");
    const landed = await signInStaff(visitor, AGENT, `${back.url.pathname}${back.url.search}`);
    expect(`${landed.url.pathname}${landed.url.search}`).toBe("/agentes/no-existe?x=1");
    expect(landed.status).toBe(404);
    for (const target of ["https://evil.example/agentes", "//evil.example", "/mi-cuenta", "/agentes/../mi-cuenta"]) {
      const page = await signInStaff(new Visitor(), AGENT, `/agentes/ingresar?redirectTo=${q(target)}`);
      expect(page.url.href, target).toBe(`${SERVERS.main}/agentes`);
    }
  });

  it("refuses a return whose state is not the flow's, without a call, and spends the flow", async () => {
    const visitor = new Visitor();
    const callback = await callbackOf(visitor, AGENT);
    const forged = new URL(callback);
    forged.searchParams.set("state", "another-state-0123456789abcdef");
    const refused = await visitor.open(forged.href);
    expect(refused.status).toBe(400);
    expect(heading(refused.doc)).toBe("No pudimos completar el ingreso");
    expect(textOf(refused.doc)).toContain("no corresponde al ingreso que empezaste en este navegador");
    expect(visitor.cookies.has("__staff")).toBe(false);
    expect(visitor.cookies.has("__staff_flow")).toBe(false);
    // The real return, now that the flow is spent, opens nothing either.
    const late = await visitor.open(callback.href);
    expect(late.status).toBe(400);
    expect(visitor.cookies.has("__staff")).toBe(false);
  });

  it("refuses a code used once already, and a return in a browser that started no flow", async () => {
    const visitor = new Visitor();
    const callback = await callbackOf(visitor, AGENT);
    const flowCookie = visitor.cookies.get("__staff_flow")!;
    expect((await visitor.open(callback.href)).url.pathname).toBe("/agentes");
    // Someone who copied the return address and the flow's cookie replays them.
    const replay = new Visitor();
    replay.cookies.set("__staff_flow", flowCookie);
    const refused = await replay.open(callback.href);
    expect(refused.status).toBe(400);
    expect(textOf(refused.doc)).toContain("El código de ingreso ya se usó o venció");
    expect(replay.cookies.has("__staff")).toBe(false);
    const elsewhere = new Visitor();
    const noFlow = await elsewhere.open(callback.href);
    expect(noFlow.status).toBe(400);
    expect(textOf(noFlow.doc)).toContain("empezó en otra ventana o en otro navegador");
  });

  it("says so when the person cancels at the identity provider", async () => {
    const visitor = new Visitor();
    const form = await startStaffSignIn(visitor);
    const abort = [...form.doc.querySelectorAll("form")].find((candidate) =>
      candidate.getAttribute("action")!.endsWith("/abort"),
    )!;
    const page = await visitor.open(new URL(abort.getAttribute("action")!, form.url).href, { form: {} });
    expect(page.url.pathname).toBe("/agentes/ingresar/retorno");
    expect(page.status).toBe(400);
    expect(textOf(page.doc)).toContain("Cancelaste el ingreso");
  });

  it("refuses a person with neither role, with a page that says why and a way to use another account", async () => {
    const visitor = new Visitor();
    const page = await signInStaff(visitor, NO_ROLE);
    expect(page.url.pathname).toBe("/agentes/ingresar/retorno");
    expect(page.status).toBe(403);
    expect(heading(page.doc)).toBe("Tu cuenta no tiene acceso a la mesa de atención");
    expect(textOf(page.doc)).toContain("no tiene el rol de agente ni el de supervisor");
    expect(visitor.cookies.has("__staff")).toBe(false);
    expect((await visitor.request("/agentes")).status).toBe(302);
    // "Ingresar con otra cuenta": the identity provider is asked to sign in again, session or not.
    const again = await visitor.request("/agentes/ingresar", { form: { another_account: "1" } });
    expect(new URL(again.headers.get("location")!).searchParams.get("prompt")).toBe("login");
  });

  it("asks the identity provider for the password again after a wrong one, keeping the username", async () => {
    const visitor = new Visitor();
    const form = await startStaffSignIn(visitor);
    const wrong = await typeCredentials(visitor, form, { username: AGENT.username, password: "otra" });
    expect(wrong.status).toBe(400);
    expect(textOf(wrong.doc)).toContain("El usuario o la contraseña no son correctos");
    expect(wrong.doc.querySelector("#username")!.getAttribute("value")).toBe(AGENT.username);
    expect(wrong.doc.querySelector("#password")!.getAttribute("value")).toBeNull();
    expect((await typeCredentials(visitor, form, AGENT)).url.pathname).toBe("/agentes");
  });
});

describe("the staff session", () => {
  /** A visitor signed in as the agent, with its session's times moved back by `ago`. */
  async function aged(ago: { signedIn: number; lastSeen: number }) {
    const visitor = new Visitor();
    await signInStaff(visitor, AGENT);
    const session = openStaffCookie(visitor.cookies.get("__staff")!);
    const now = Date.now();
    visitor.cookies.set(
      "__staff",
      sealStaffCookie({
        ...session,
        signedInAt: now - ago.signedIn,
        lastSeenAt: now - ago.lastSeen,
        expiresAt: now - ago.signedIn + 8 * 60 * MINUTE,
      }),
    );
    return visitor;
  }

  it("keeps going with activity: a request after 29 idle minutes counts, and starts the 30 again", async () => {
    const visitor = await aged({ signedIn: 60 * MINUTE, lastSeen: 29 * MINUTE });
    const page = await visitor.open("/agentes");
    expect(page.status).toBe(200);
    expect(Date.now() - openStaffCookie(visitor.cookies.get("__staff")!).lastSeenAt).toBeLessThan(MINUTE);
  });

  it("ends after 30 minutes without activity: back to sign in, saying why, the cookie gone", async () => {
    const visitor = await aged({ signedIn: 40 * MINUTE, lastSeen: 31 * MINUTE });
    const page = await visitor.open("/agentes");
    expect(`${page.url.pathname}${page.url.search}`).toBe("/agentes/ingresar?redirectTo=%2Fagentes&sesion=inactiva");
    expect(textOf(page.doc)).toContain("Tu sesión se cerró después de 30 minutos sin actividad");
    expect(visitor.cookies.has("__staff")).toBe(false);
  });

  it("ends 8 hours after signing in, however active", async () => {
    const visitor = await aged({ signedIn: 8 * 60 * MINUTE + MINUTE, lastSeen: MINUTE });
    const page = await visitor.open("/agentes");
    expect(page.url.search).toBe("?redirectTo=%2Fagentes&sesion=vencida");
    expect(textOf(page.doc)).toContain("Tu sesión llegó a su límite de 8 horas");
  });

  it("refuses a desk post without a session rather than sending it to sign in", async () => {
    const response = await new Visitor().request("/agentes/no-existe", { form: { x: "1" } });
    expect(response.status).toBe(403);
    // Signed in, the same post reaches the page, which does not exist.
    const agent = new Visitor();
    await signInStaff(agent, AGENT);
    expect((await agent.request("/agentes/no-existe", { form: { x: "1" } })).status).toBe(404);
  });

  it("ends the customer's session, here and at the API, when staff sign in in the same browser", async () => {
    const token = await sandboxToken("27222333", "Portal2026");
    const visitor = await new Visitor().signIn(token);
    expect((await visitor.open("/mi-cuenta")).url.pathname).toBe("/mi-cuenta");
    await signInStaff(visitor, AGENT);
    expect(visitor.cookies.has("__staff")).toBe(true);
    expect(visitor.cookies.has("__session")).toBe(false);
    expect((await api("GET", "/v2/customers/current/info", { token })).status).toBe(401);
  });

  it("ends the staff session when a customer signs in in the same browser", async () => {
    const visitor = new Visitor();
    await signInStaff(visitor, AGENT);
    const signedIn = await visitor.submit("/iniciar-sesion", { identification: "27222333", password: "Portal2026" });
    expect(signedIn.url.pathname).toBe("/mi-cuenta");
    expect(visitor.cookies.has("__session")).toBe(true);
    expect(visitor.cookies.has("__staff")).toBe(false);
    expect((await visitor.request("/agentes")).status).toBe(302);
  });
});

describe("signing out of the desk", () => {
  it("ends the staff session, then the identity provider's, and the next sign-in asks for the password", async () => {
    const visitor = new Visitor();
    await signInStaff(visitor, AGENT);
    const out = await visitor.request("/agentes/salir", { form: {} });
    expect(out.status).toBe(302);
    expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^__staff=; Max-Age=0; Path=\/;/));
    const logout = new URL(out.headers.get("location")!);
    expect(`${logout.origin}${logout.pathname}`).toBe(`${SERVERS.idp}/session/end`);
    expect(logout.searchParams.get("post_logout_redirect_uri")).toBe(`${SERVERS.main}/agentes/ingresar`);

    const confirm = await visitor.open(logout.href);
    expect(heading(confirm.doc)).toBe("¿Cerrás también la sesión de tu cuenta de la empresa?");
    const back = await visitor.submit(confirm.url.href, { logout: "yes" });
    expect(back.url.href).toBe(`${SERVERS.main}/agentes/ingresar`);
    expect(textOf(back.doc)).toContain("Cerraste tu sesión de agente.");
    expect((await visitor.request("/agentes")).status).toBe(302);
    // At the identity provider too: the next sign-in shows its form rather than coming straight back.
    await startStaffSignIn(visitor);
  });

  it("without a session, just leads to the sign-in; a read of its address goes to the desk", async () => {
    const out = await new Visitor().request("/agentes/salir", { form: {} });
    expect(out.headers.get("location")).toBe("/agentes/ingresar");
    expect((await new Visitor().request("/agentes/salir")).headers.get("location")).toBe("/agentes");
  });
});

describe("the desk's module", () => {
  it("does not exist where no identity provider is configured", async () => {
    for (const path of ["/agentes", "/agentes/ingresar", "/agentes/ingresar/retorno?code=x&state=y"]) {
      const page = await new Visitor(SERVERS.modulesOff).open(path);
      expect(page.status, path).toBe(404);
    }
  });

  it("lets the sign-in's forms lead to the identity provider (CSP form-action)", async () => {
    const page = await new Visitor().open("/agentes/ingresar");
    expect(page.headers.get("content-security-policy")).toMatch(
      new RegExp(`form-action 'self' [^;]*${SERVERS.idp.replace(/[.:/]/g, "\\$&")}`),
    );
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is kept out of robots' reach", async () => {
    expect(await (await fetch(new URL("/robots.txt", SERVERS.main))).text()).toContain("Disallow: /agentes\n");
  });
});

describe("the identity provider's tokens at the API", () => {
  /** The access token the desk keeps for the API, after a real sign-in. */
  async function accessTokenOf(who: { username: string; password: string }) {
    const visitor = new Visitor();
    await signInStaff(visitor, who);
    return openStaffCookie(visitor.cookies.get("__staff")!).accessToken;
  }

  it("are taken by the API: an agent finds a caller, and only a supervisor sees the agents' actions", async () => {
    const agent = await accessTokenOf(AGENT);
    const found = await api("POST", "/staff/customers/search", {
      token: agent,
      json: { by: "identification", value: "20304050" },
    });
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toContain("20304050");
    expect(found.body).toHaveLength(1);

    const day = new Date().toISOString().slice(0, 10);
    expect((await api("GET", `/staff/agents/activity?date=${day}`, { token: agent })).status).toBe(403);
    const supervisor = await accessTokenOf(SUPERVISOR);
    expect((await api("GET", `/staff/agents/activity?date=${day}`, { token: supervisor })).status).toBe(200);
  });

  it("are refused by the API once tampered with", async () => {
    const agent = await accessTokenOf(AGENT);
    const [header, payload, signature] = agent.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ["supervisor"] })).toString("base64url")}.${signature}`;
    const day = new Date().toISOString().slice(0, 10);
    expect((await api("GET", `/staff/agents/activity?date=${day}`, { token: forged })).status).toBe(401);
  });
});
