// The project's own lint rules (decision 130): conventions a tool can hold, instead of tests
// that grep the sources. Each rule says why in its message.

/** A path of this site written by hand: `/planes`, `/mi-cuenta/…` (not `//host`, not `?q` nor `#id`). */
const isSitePath = (value) => typeof value === "string" && /^\/(?!\/)/.test(value);

/** The text a literal or a template starts with, when it is one. */
function leadingText(node) {
  if (!node) return undefined;
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : undefined;
  if (node.type === "TemplateLiteral") return node.quasis[0]?.value.cooked ?? undefined;
  if (node.type === "JSXExpressionContainer") return leadingText(node.expression);
  return undefined;
}

/** JSX attributes that name a page of this site. */
const LINK_ATTRIBUTES = new Map([
  ["Link", "to"],
  ["NavLink", "to"],
  ["Navigate", "to"],
  ["Form", "action"],
  ["form", "action"],
  ["a", "href"],
]);

/** Calls whose argument is where the visitor goes: its position. */
const REDIRECTS = new Map([
  ["redirect", 0],
  ["redirectDocument", 0],
  ["replace", 0],
  ["redirectWithToast", 1],
]);

const internalLinks = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Internal links through href(): a page's address comes from the route table, so a renamed or removed route fails the type check",
    },
    messages: {
      literal:
        "Write this site's address with href() from react-router (`{{text}}`): the route table checks it (decision 130).",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: "literal", data: { text: text.slice(0, 40) } });
    return {
      JSXAttribute(node) {
        const element = node.parent.name?.name;
        if (LINK_ATTRIBUTES.get(element) !== node.name.name) return;
        const text = leadingText(node.value);
        if (isSitePath(text)) report(node.value, text);
      },
      CallExpression(node) {
        const name = node.callee.type === "Identifier" ? node.callee.name : undefined;
        const position = name === undefined ? undefined : REDIRECTS.get(name);
        if (position === undefined) return;
        const text = leadingText(node.arguments[position]);
        if (isSitePath(text)) report(node.arguments[position], text);
      },
    };
  },
};

/**
 * The portal reaches the provider's API through the table of operations only (decision
 * 125): `apiRequest`'s first argument is `operations.<name>`, and no server module but the
 * transport and the file fetcher calls `fetch` itself.
 */
const apiThroughTheTable = {
  meta: {
    type: "problem",
    docs: { description: "Every call to the provider's API goes through contract/operations.ts" },
    messages: {
      operation:
        "Call the API with an operation of contract/operations.ts: apiRequest(operations.<name>, …) (decision 125).",
      fetch:
        "Only app/api/transport.server.ts and app/api/files.server.ts talk HTTP to the API: call an operation, or fetchApiFile (decision 125).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll("\\", "/");
    const fetcher = /\/app\/api\/(transport|files)\.server\.ts$/.test(file);
    return {
      CallExpression(node) {
        if (node.callee.type !== "Identifier") return;
        if (node.callee.name === "apiRequest") {
          const first = node.arguments[0];
          const named =
            first?.type === "MemberExpression" &&
            first.object.type === "Identifier" &&
            first.object.name === "operations" &&
            !first.computed;
          if (!named && !fetcher) context.report({ node: first ?? node, messageId: "operation" });
        }
        // `fetch()` with no argument is a loader's own callback (the shared cache's), not the global.
        if (node.callee.name === "fetch" && node.arguments.length > 0 && !fetcher)
          context.report({ node, messageId: "fetch" });
      },
    };
  },
};

export default {
  meta: { name: "portal" },
  rules: { "internal-links": internalLinks, "api-through-the-table": apiThroughTheTable },
};
