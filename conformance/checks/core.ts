import { operations } from "../../contract/operations.ts";
import { isRetryAfter } from "../answers.ts";
import { expectSameAnswer, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { buenosAiresDay, newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { answers } from "./support.ts";

/**
 * The core: what every API behind the portal must answer. The plans and localities, and the
 * consumer's cancellation and withdrawal ("Botón de baja", "Botón de arrepentimiento"),
 * filed for the `not_a_customer` DNI: such a request reaches nobody and sends no code, and
 * the API must answer it exactly as it answers a customer's.
 */

/** A DNI next to the given one: another person, for the same request asked by someone else. */
const anotherDni = (dni: string) => dni.slice(0, -1) + String((Number(dni.at(-1)) + 1) % 10);

const FILED = "requestCancellation.idempotency filed no request";

export async function coreChecks(kit: Kit) {
  const { api } = kit;
  await answers(kit, operations.listPlans);
  await answers(kit, operations.listLocalities);

  const filed = await kit.check(operations.requestCancellation, "idempotency", async () => {
    const { identification } = kit.account("not_a_customer");
    const key = newKey();
    const request = { identification, service: "dgo" as const, reason: "Prueba de conformidad" };
    const first = succeeded(await api.call(operations.requestCancellation, { json: request, idempotencyKey: key }));
    expectThat(
      first.status === "pending_verification",
      `a new cancellation is ${first.status}, not pending_verification`,
    );
    const again = await api.call(operations.requestCancellation, { json: request, idempotencyKey: key });
    expectThat(
      replayed(again),
      `${again.request} sent again with its Idempotency-Key was not marked Idempotent-Replayed: true`,
    );
    expectThat(
      succeeded(again).code === first.code,
      `the same request sent twice filed two: ${first.code} and ${succeeded(again).code}`,
    );
    return { code: first.code, identification };
  });

  await kit.check(operations.findConsumerRequest, "answers", async () => {
    const { code, identification } = needs(filed, FILED);
    const found = succeeded(
      await api.call(operations.findConsumerRequest, { params: { code }, query: { identification } }),
    );
    expectThat(found.code === code, `asked for ${code}, answered ${found.code}`);
  });

  await kit.check(operations.findConsumerRequest, "ownership", async () => {
    const { code, identification } = needs(filed, FILED);
    const find = (params: { code: string }, query: { identification: string }) =>
      api.call(operations.findConsumerRequest, { params, query });
    const theirs = await find({ code }, { identification: anotherDni(identification) });
    expectStatus(theirs, 404);
    // Exactly as a code that was never given, or could not be one: nothing tells a request exists.
    expectSameAnswer(theirs, await find({ code: code.replace(/\d{6}$/, "999999") }, { identification }));
    expectStatus(await find({ code: "nada" }, { identification }), 404);
  });

  await kit.check(operations.findConsumerRequest, "query", async () => {
    const { code } = needs(filed, FILED);
    expectStatus(await api.call(operations.findConsumerRequest, { params: { code } }), 400);
  });

  await kit.check(operations.resendConsumerRequestCode, "too_soon", async () => {
    const { code, identification } = needs(filed, FILED);
    const answer = await api.call(operations.resendConsumerRequestCode, { params: { code }, json: { identification } });
    expectStatus(answer, 429);
    expectThat(
      isRetryAfter(answer.headers.get("retry-after")),
      `${answer.request} answered 429 without Retry-After in seconds`,
    );
  });

  await kit.check(operations.confirmConsumerRequest, "wrong_code", async () => {
    const { code, identification } = needs(filed, FILED);
    expectStatus(
      await api.call(operations.confirmConsumerRequest, { params: { code }, json: { identification, code: "000000" } }),
      422,
    );
  });

  await kit.check(operations.requestWithdrawal, "answers", async () => {
    const { identification } = kit.account("not_a_customer");
    const withdrawal = succeeded(
      await api.call(operations.requestWithdrawal, {
        json: { identification, contract_date: buenosAiresDay() },
        idempotencyKey: newKey(),
      }),
    );
    expectThat(
      withdrawal.kind === "withdrawal" && withdrawal.status === "pending_verification",
      `a new withdrawal is ${withdrawal.kind} ${withdrawal.status}`,
    );
  });

  await kit.check(operations.requestWithdrawal, "deadline", async () => {
    const { identification } = kit.account("not_a_customer");
    // Ley 24.240 art. 34: ten calendar days; the eleventh is too late.
    expectStatus(
      await api.call(operations.requestWithdrawal, {
        json: { identification, contract_date: buenosAiresDay(-11) },
        idempotencyKey: newKey(),
      }),
      422,
    );
  });

  await kit.check(operations.requestCancellation, "fields", async () => {
    // A malformed request: refused per field, never filed.
    const answer = await api.call(operations.requestCancellation, {
      json: { identification: "12", service: "internet" },
      deliberate: true,
    });
    expectStatus(answer, 400);
    expectThat(
      typeof (answer.body as { errors?: unknown })?.errors === "object",
      `${answer.request} answered 400 without errors per field`,
    );
  });
}
