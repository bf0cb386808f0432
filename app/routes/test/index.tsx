import { Form, href, Link, Outlet } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/index";
import { PageTitle } from "~/components/page-title";
import { getConfig } from "~/config.server";
import commonStrings from "~/locales/common";
import toolStrings from "~/locales/tools";
import { getInstance } from "~/middleware/i18next.server";
import { readForm } from "~/utils/forms.server";
import { requireTesting } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { FormToken } from "~/components/form-token";

const ToastForm = z.object({
  kind: z.enum(["success", "error", "info", "warning"]).catch("info"),
  message: z.string().trim().max(200).optional().catch(undefined),
});

export function loader({ request }: Route.LoaderArgs) {
  requireTesting(request);
  return { appEnv: getConfig().APP_ENV, build: __BUILD_ID__ };
}

/** Queues a toast and redirects: the flash-toast path end to end, with or without JS. */
export async function action({ request, context }: Route.ActionArgs) {
  requireTesting(request);
  const { formData } = await readForm(request, context);
  const form = ToastForm.parse({
    kind: formData.get("kind") ?? undefined,
    message: formData.get("message") ?? undefined,
  });
  const t = getInstance(context).getFixedT(null, "tools");
  return redirectWithToast(request, href("/test"), {
    kind: form.kind,
    message: form.message || t("testPage.toastDefault"),
  });
}

export default function TestPage({ loaderData }: Route.ComponentProps) {
  const t = useT(commonStrings);
  const tools = useT(toolStrings);
  return (
    <div className="container page">
      <PageTitle>{t("titles.test")}</PageTitle>
      <h1>{t("titles.test")}</h1>
      <p>{tools("testPage.intro")}</p>
      <dl className="facts">
        <dt>{tools("testPage.environment")}</dt>
        <dd>{loaderData.appEnv}</dd>
        <dt>{tools("testPage.build")}</dt>
        <dd>{loaderData.build}</dd>
      </dl>
      <Form method="post" className="form">
        {import.meta.env.SSR ? <FormToken /> : null}
        <div className="field">
          <label htmlFor="toast-kind">{tools("testPage.toastKind")}</label>
          <select id="toast-kind" name="kind" defaultValue="success">
            <option value="success">{t("toast.kind.success")}</option>
            <option value="info">{t("toast.kind.info")}</option>
            <option value="warning">{t("toast.kind.warning")}</option>
            <option value="error">{t("toast.kind.error")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="toast-message">{tools("testPage.toastLabel")}</label>
          <input id="toast-message" name="message" maxLength={200} />
        </div>
        <button type="submit" className="button">
          {tools("testPage.toastSubmit")}
        </button>
      </Form>
      <p>
        <Link to={href("/test/error")}>{tools("testPage.forceError")}</Link>
      </p>
      <Outlet />
    </div>
  );
}
