/**
 * The identity provider's own pages, in Spanish, plain HTML that works without JavaScript:
 * the sign-in form, the sign-out confirmation, and its error screens. A stand-in for the
 * provider's Keycloak or Entra ID screens (decision 140), so kept small.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#eef2f6}
main{box-sizing:border-box;max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:2px solid #444;border-radius:4px}
input:focus,button:focus{outline:3px solid #fd0;outline-offset:0}
button{font:inherit;font-weight:600;margin-top:1.25rem;margin-right:.5rem;padding:.6rem 1rem;border:2px solid #0a3d62;border-radius:4px;background:#0a3d62;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a3d62}
.error{border-left:5px solid #b00020;padding:.5rem 1rem;background:#fdecee}
.product{color:#444;margin:0 0 .25rem}
`;

/** Sent with every page of ours: no script at all, nothing may frame it, nothing kept. */
export const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

export function page(title: string, body: string) {
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - Nodo Sur</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="product">Nodo Sur · Ingreso del personal</p>
${body}
</main>
</body>
</html>`;
}

/** The sign-in form of an interaction, with the username typed back after a refusal (never the password). */
export function loginPage(uid: string, { username = "", refused = false } = {}) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    refused ? "Error: Ingresá con tu cuenta de la empresa" : "Ingresá con tu cuenta de la empresa",
    `<h1>Ingresá con tu cuenta de la empresa</h1>
${refused ? '<div class="error" role="alert" id="error"><p>El usuario o la contraseña no son correctos.</p></div>' : ""}
<form method="post" action="${action}/login" novalidate>
<label for="username">Usuario</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escape(username)}"${refused ? ' aria-describedby="error"' : " autofocus"}>
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${refused ? " autofocus" : ""}>
<button type="submit">Ingresar</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Cancelar</button>
</form>`,
  );
}

/** oidc-provider's RP-initiated logout: its form (with its own anti-forgery field) and our words. */
export function logoutPage(form: string) {
  return page(
    "Cerrar la sesión",
    `<h1>¿Cerrás también la sesión de tu cuenta de la empresa?</h1>
<p>Ya saliste del portal. Si cerrás esta sesión, la próxima vez vas a tener que escribir tu contraseña.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sí, cerrar la sesión</button>
<button type="submit" form="op.logoutForm" class="secondary">No, mantenerla</button>`,
  );
}

export function loggedOutPage() {
  return page("Sesión cerrada", "<h1>Cerraste la sesión</h1><p>Ya podés cerrar esta ventana.</p>");
}

/** An error of the protocol or an interaction that expired: said plainly, with its code for whoever supports it. */
export function errorPage(error: string, description?: string) {
  return page(
    "No pudimos continuar",
    `<h1>No pudimos continuar</h1>
<p>Volvé al portal y empezá de nuevo el ingreso.</p>
<p>Detalle: <code>${escape(error)}</code>${description ? ` (${escape(description)})` : ""}</p>`,
  );
}
