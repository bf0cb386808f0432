import { operationList, operations, pathParameters } from "../../contract/operations.ts";
import { expectReason, expectStatus, expectThat, succeeded } from "../expect.ts";
import { NO_SUCH_ID, newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";

/**
 * The portal's own credential and the hand-over by code (decision 127).
 *
 * With `--api-key`, the run is the portal: every call the contract marks `clientOnly`
 * (identification-only sign-in, the hand-over's exchange, the public writes) must be refused
 * without the key and with a wrong one, 401 `client_credential_required` or `_invalid`,
 * before the body is looked at. Without `--api-key` the API is taken to set no credential,
 * and these checks are not tested.
 *
 * The hand-over: a code made for this client (`--client-id`, `portal` unless said) opens a
 * new quick-access session of the same customer, once; a used or unknown code is refused
 * alike, with `handover_code_invalid`.
 */

const REQUEST_CODE = "B-2026-000000";

export async function credentialChecks(kit: Kit) {
  const { api } = kit;

  for (const operation of operationList.filter((candidate) => candidate.clientOnly)) {
    await kit.check(operation, "client_credential", async () => {
      if (!api.hasApiKey)
        throw new NotTested(
          "the run has no --api-key: whether the API refuses calls without the portal's credential is not checked",
        );
      const params = Object.fromEntries(
        pathParameters(operation.path).map((name) => [name, name === "code" ? REQUEST_CODE : NO_SUCH_ID]),
      );
      const body =
        operation.method === "GET"
          ? {}
          : operation.body && "multipart" in operation.body
            ? { form: new FormData() }
            : { json: {}, deliberate: true as const };
      const without = await api.call(operation, { params, ...body, apiKey: null });
      expectStatus(without, 401);
      expectReason(without, "client_credential_required");
      const wrong = await api.call(operation, { params, ...body, apiKey: `no-es-una-clave-${newKey()}` });
      expectStatus(wrong, 401);
      expectReason(wrong, "client_credential_required", "client_credential_invalid");
    });
  }

  const code = await kit.check(operations.createHandoverCode, "answers", async () => {
    const session = await kit.sessions.of("overdue_invoice");
    expectStatus(await api.call(operations.createHandoverCode, { json: { client_id: kit.clientId } }), 401);
    return succeeded(
      await api.call(operations.createHandoverCode, { token: session.token, json: { client_id: kit.clientId } }),
    ).code;
  });

  await kit.check(operations.exchangeHandoverCode, "session", async () => {
    if (!code) throw new NotTested("no hand-over code was made (createHandoverCode.answers)");
    const session = await kit.sessions.of("overdue_invoice");
    const token = succeeded(await api.call(operations.exchangeHandoverCode, { json: { code } })).access_token;
    expectThat(token !== session.token, "the exchange answered the other site's own token instead of a new session");
    const info = succeeded(await api.call(operations.getCustomerInfo, { token }));
    expectThat(
      info.identification === session.account.identification,
      `the code of ${session.account.identification} opened the account of ${info.identification}`,
    );
    expectThat(
      info.proof.state === "quick_access",
      `a session from a hand-over says proof ${info.proof.state}, not quick_access: it must prove itself before a change`,
    );
  });

  await kit.check(operations.exchangeHandoverCode, "single_use", async () => {
    if (!code) throw new NotTested("no hand-over code was made (createHandoverCode.answers)");
    const again = await api.call(operations.exchangeHandoverCode, { json: { code } });
    expectStatus(again, 400);
    expectReason(again, "handover_code_invalid");
    const unknown = await api.call(operations.exchangeHandoverCode, { json: { code: `kit-${newKey()}-${newKey()}` } });
    expectStatus(unknown, 400);
    expectReason(unknown, "handover_code_invalid");
    // Alike: an exchange tells nothing about a code it did not redeem.
    const message = (answer: typeof again) => (answer.body as { message?: string }).message;
    expectThat(
      message(again) === message(unknown),
      `a used code and an unknown one answer different messages: ${JSON.stringify(message(again))}, ${JSON.stringify(message(unknown))}`,
    );
  });
}
