import { operations } from "../../contract/operations.ts";
import { isRetryAfter } from "../answers.ts";
import { expectReason, expectStatus, expectThat, replayed, succeeded } from "../expect.ts";
import { newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { read } from "./support.ts";

/**
 * Signing in and proving who you are (decision 097): quick access from the identification
 * alone, a verified session from the password, the proof's refusals, codes one a minute.
 * The password account gets at most two wrong passwords a run, each followed by the right
 * one, which clears the count: the kit never locks it.
 */

export async function signInChecks(kit: Kit) {
  const { api, sessions } = kit;

  await kit.check(operations.loginWithIdentification, "quick_access", async () => {
    const quick = await sessions.quick();
    expectThat(
      quick.info.proof.state === "quick_access",
      `a session from the identification alone says proof ${quick.info.proof.state}, not quick_access`,
    );
    expectThat(
      quick.info.identification === quick.account.identification,
      `the token of ${quick.account.identification} opens the account of ${quick.info.identification}`,
    );
    expectThat(Date.parse(quick.expiresAt) > Date.now(), `the token expires at ${quick.expiresAt}, already past`);
  });

  await kit.check(operations.loginWithIdentification, "not_a_customer", async () => {
    const { identification } = kit.account("not_a_customer");
    expectStatus(await api.call(operations.loginWithIdentification, { json: { identification } }), 403);
  });

  await kit.check(operations.loginWithIdentification, "has_password", async () => {
    const { identification } = kit.account("password");
    expectStatus(await api.call(operations.loginWithIdentification, { json: { identification } }), 406);
  });

  await kit.check(operations.loginWithPassword, "verified", async () => {
    const verified = await sessions.verified();
    expectThat(
      verified.info.proof.state === "verified",
      `a password sign-in says proof ${verified.info.proof.state}, not verified`,
    );
  });

  await kit.check(operations.loginWithPassword, "refused", async () => {
    const { identification, password } = kit.account("password");
    const stranger = kit.account("not_a_customer").identification;
    const wrong = await api.call(operations.loginWithPassword, {
      json: { user: identification, password: `${password}-no` },
    });
    const unknown = await api.call(operations.loginWithPassword, { json: { user: stranger, password } });
    expectStatus(wrong, 401);
    expectStatus(unknown, 401);
    const message = (answer: typeof wrong) => (answer.body as { message?: string }).message;
    // The same answer: it must not tell who is a customer.
    expectThat(
      message(wrong) === message(unknown),
      `a wrong password and an unknown user answer different messages: ${JSON.stringify(message(wrong))}, ${JSON.stringify(message(unknown))}`,
    );
  });

  await kit.check(operations.prove, "password", async () => {
    const verified = await sessions.verified();
    const wrong = await api.call(operations.prove, {
      token: verified.token,
      json: { password: `${verified.account.password}-no` },
    });
    expectStatus(wrong, 400);
    expectReason(wrong, "password_invalid");
    // The right one proves, and clears the count the wrong ones made.
    const proved = succeeded(
      await api.call(operations.prove, { token: verified.token, json: { password: verified.account.password } }),
    );
    expectThat(proved.state === "verified", `proving with the password answered ${proved.state}`);
  });

  await kit.check(operations.prove, "no_password", async () => {
    const quick = await sessions.quick();
    const answer = await api.call(operations.prove, { token: quick.token, json: { password: "Conformidad2026" } });
    expectStatus(answer, 409);
    expectReason(answer, "no_password");
  });

  const channel = await kit.check(operations.getProof, "answers", async () => {
    const quick = await sessions.quick();
    const proof = succeeded(await api.call(operations.getProof, { token: quick.token }));
    expectThat(
      proof.state === "quick_access" && !proof.has_password,
      `GET /auth/proof of a quick-access session says ${proof.state}, has_password ${proof.has_password}`,
    );
    return proof.channels[0];
  });

  const sent = await kit.check(operations.sendProofCode, "idempotency", async () => {
    const quick = await sessions.quick();
    const contact = channel ?? (await read(kit, operations.getProof, { token: quick.token })).channels[0];
    if (!contact)
      throw new NotTested("the overdue_invoice account has no verified contact to send a code to", "overdue_invoice");
    const key = newKey();
    const first = await api.call(operations.sendProofCode, {
      token: quick.token,
      json: { contact_id: contact.contact_id },
      idempotencyKey: key,
    });
    // Ten codes an hour to an account: runs close together may find them spent.
    if (first.status === 429)
      throw new NotTested(
        `the overdue_invoice account's proof codes are spent for now (${first.request} answered 429): no code to send twice`,
      );
    expectStatus(first, 201);
    const again = await api.call(operations.sendProofCode, {
      token: quick.token,
      json: { contact_id: contact.contact_id },
      idempotencyKey: key,
    });
    expectThat(
      replayed(again) && again.status === first.status,
      `the same code request sent twice with one key answered ${first.status}, then ${again.status} ${replayed(again) ? "replayed" : "not marked Idempotent-Replayed"}`,
    );
    return contact;
  });

  await kit.check(operations.sendProofCode, "too_soon", async () => {
    const quick = await sessions.quick();
    const contact = sent ?? (await read(kit, operations.getProof, { token: quick.token })).channels[0];
    if (!contact)
      throw new NotTested("the overdue_invoice account has no verified contact to send a code to", "overdue_invoice");
    const answer = await api.call(operations.sendProofCode, {
      token: quick.token,
      json: { contact_id: contact.contact_id },
      idempotencyKey: newKey(),
    });
    expectStatus(answer, 429);
    expectReason(answer, "resend_too_soon", "too_many_codes");
    expectThat(
      isRetryAfter(answer.headers.get("retry-after")),
      `${answer.request} answered 429 with Retry-After ${JSON.stringify(answer.headers.get("retry-after"))}, not seconds`,
    );
  });

  await kit.check(operations.prove, "wrong_code", async () => {
    const quick = await sessions.quick();
    const answer = await api.call(operations.prove, { token: quick.token, json: { code: "000000" } });
    expectStatus(answer, 400);
    const after = await read(kit, operations.getProof, { token: quick.token });
    expectThat(after.state === "quick_access", `a wrong code left the session ${after.state}`);
  });

  await kit.check(operations.logout, "ends_session", async () => {
    const session = await sessions.fresh("overdue_invoice");
    const other = await sessions.of("overdue_invoice");
    succeeded(await api.call(operations.logout, { token: session.token }));
    expectStatus(await api.call(operations.getCustomerInfo, { token: session.token }), 401);
    // Only that session: the customer's others stay open.
    expectStatus(await api.call(operations.getCustomerInfo, { token: other.token }), 200);
  });

  await kit.check(operations.requestPasswordReset, "same_answer", async () => {
    const stranger = kit.account("not_a_customer").identification;
    const customer = kit.account("password").identification;
    const unknown = succeeded(await api.call(operations.requestPasswordReset, { json: { identification: stranger } }));
    const known = succeeded(await api.call(operations.requestPasswordReset, { json: { identification: customer } }));
    expectThat(
      unknown.message === known.message,
      `a reset for a customer and for nobody answer differently: ${JSON.stringify(known.message)}, ${JSON.stringify(unknown.message)}`,
    );
  });

  await kit.check(operations.resetPassword, "unknown_token", async () => {
    const token = newKey();
    expectStatus(
      await api.call(operations.resetPassword, {
        json: { token, password: "Conformidad2026", password_confirmation: "Conformidad2026" },
      }),
      400,
    );
  });

  await kit.check(operations.verifyEmail, "unknown_token", async () => {
    expectStatus(await api.call(operations.verifyEmail, { params: { token: newKey() } }), 400);
  });
}
