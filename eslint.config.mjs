// Lint (decision 130): ESLint with typescript-eslint, React's hooks rules and jsx-a11y, and the
// project's own rules (lint/portal-rules.mjs); formatting is Prettier's (prettier.config.mjs),
// so no rule here judges layout (eslint-config-prettier turns those off).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import portal from "./lint/portal-rules.mjs";

/** Modules that reach the browser: they may not import server-only code (`*.server`). */
const BROWSER_CODE = [
  "app/components/**",
  "app/layouts/**",
  "app/locales/**",
  "app/utils/**",
  "app/**/*.client.tsx",
  "app/entry.client.tsx",
];
const SERVER_ONLY = ["app/**/*.server.ts", "app/**/*.server.tsx", "app/entry.server.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "reports/",
      "test-results/",
      "playwright-report/",
      "data/",
      "public/",
      "bench/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A name that starts with `_` is kept on purpose (a field left out of an object).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
          // A field left out by a rest pattern (`{ secret, ...shown } = row`) is how a field is dropped.
          ignoreRestSiblings: true,
        },
      ],
      // A function that a server calls back may be assigned once it exists (`let handle; serve(() => handle())`).
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, portal },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus on the first field of a step, and on an error summary, is deliberate (GOV.UK's pattern;
      // call-centre agents type straight in): the `autofocus` attribute moves it without JavaScript too.
      "jsx-a11y/no-autofocus": "off",
      // Internal links through href() (decision 130).
      "portal/internal-links": "error",
      // Logging through the logger (app/utils/logger.server.ts): JSON lines, scrubbed (decisions 084, 127).
      "no-console": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from getConfig() (app/config.server.ts): validated once at start-up.",
        },
        {
          selector: "CallExpression[callee.property.name='reply']",
          message: "A refused form goes back one way: sendBack() (app/utils/forms.server.ts, decision 036).",
        },
        {
          selector: "CallExpression[callee.name='data'] > ObjectExpression > Property[key.name='result']",
          message: "A refused form goes back one way: sendBack() (app/utils/forms.server.ts, decision 036).",
        },
        {
          selector: "CallExpression[callee.name='Number'] > MemberExpression[object.name='params']",
          message: "Read a route's id with routeId() (app/utils/route-id.ts, decision 131).",
        },
        {
          selector:
            "MemberExpression[property.name='intent'][object.type='MemberExpression'][object.property.name='value']",
          message: "Which form was sent is submission.intent: parseIntent() (app/utils/forms.server.ts, decision 131).",
        },
      ],
    },
  },
  {
    // Node runs these folders' TypeScript itself (type stripping, decision 136): a relative import
    // names its file, extension and all, as Node resolves nothing else.
    files: [
      "sandbox/**/*.ts",
      "contract/**/*.ts",
      "lib/**/*.ts",
      "conformance/**/*.ts",
      "scripts/**/*.ts",
      "idp/**/*.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node} > Literal.source[value=/^\\.\\.?\\//]:not([value=/\\.(ts|mjs|js|json)$/])`,
          message: "Node runs this folder's TypeScript itself: name the file with its extension (`./db.ts`).",
        })),
      ],
    },
  },
  {
    files: [...SERVER_ONLY, "app/routes/**/*.ts"],
    rules: { "portal/api-through-the-table": "error" },
  },
  {
    files: BROWSER_CODE,
    ignores: SERVER_ONLY,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.*"],
              message:
                "Browser code never imports a server module (`*.server`): it would ship secrets and server code.",
            },
          ],
        },
      ],
    },
  },
  // The logger is where console output is made; the configuration is where the environment is read.
  { files: ["app/utils/logger.server.ts"], rules: { "no-console": "off" } },
  {
    files: ["app/config.server.ts", "app/utils/logger.server.ts", "app/middleware/i18next.server.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["app/utils/forms.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from getConfig().",
        },
      ],
    },
  },
  // The bench's scripts hand functions to the browser it drives (page.evaluate): its globals too.
  { files: ["scripts/bench*.mjs"], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Tests read answers whose shape they are checking: `any` there is the point, not a hole.
  { files: ["tests/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  prettier,
);
