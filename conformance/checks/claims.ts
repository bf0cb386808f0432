import { operations } from "../../contract/operations.ts";
import type { Ticket, TicketSummary } from "../../contract/tickets.ts";
import { expectSameAnswer, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { KIT_LABEL, NO_SUCH_ID, newKey, pdfFile, textAsPdf } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { answers, expectNewestFirst, read, walk } from "./support.ts";

/**
 * A claim's life, on a billing claim the kit files for the overdue-invoice customer (one
 * per run, left closed and rated): filed once for a form sent twice, a message once, a file
 * judged by its bytes, closed by "solved", then refused what a closed claim refuses (409).
 * Another customer reaches none of it: every call on the claim answers them 404.
 */

const BILLING_KINDS = ["billing", "other"];

export async function claimChecks(kit: Kit) {
  const { api, sessions } = kit;
  const owner = () => sessions.of("overdue_invoice");

  const categories = await answers(kit, operations.listClaimCategories, async () => ({ token: (await owner()).token }));

  const claim = await kit.check(operations.openClaim, "idempotency", async () => {
    const { token } = await owner();
    const list = categories ?? (await read(kit, operations.listClaimCategories, { token }));
    const category = needs(
      list.find((candidate) => BILLING_KINDS.includes(candidate.kind)) ?? list[0],
      "there are no claim categories",
    );
    const request = {
      category_id: category.id,
      subject: KIT_LABEL,
      message: "Reclamo de prueba del kit de conformidad: no requiere acción.",
    };
    const key = newKey();
    const first = succeeded(await api.call(operations.openClaim, { token, json: request, idempotencyKey: key }));
    const again = await api.call(operations.openClaim, { token, json: request, idempotencyKey: key });
    expectThat(
      replayed(again),
      `${again.request} sent again with its Idempotency-Key was not marked Idempotent-Replayed: true`,
    );
    expectThat(
      succeeded(again).id === first.id,
      `one form sent twice filed two claims: ${first.id} and ${succeeded(again).id}`,
    );
    const listed = await walk<TicketSummary>(kit, operations.listClaims, token, 50);
    expectThat(listed.filter((item) => item.id === first.id).length === 1, `claim ${first.id} is not listed once`);
    return first;
  });
  const filed = () => needs(claim, "openClaim.idempotency filed no claim");

  await kit.check(operations.getClaim, "answers", async () => {
    const ticket = succeeded(
      await api.call(operations.getClaim, { token: (await owner()).token, params: { id: filed().id } }),
    );
    expectThat(
      ticket.id === filed().id && ticket.messages.length === 1,
      `claim ${filed().id} reads as ${ticket.id} with ${ticket.messages.length} messages`,
    );
  });

  await kit.check(operations.replyToClaim, "idempotency", async () => {
    const { token } = await owner();
    const key = newKey();
    const params = { id: filed().id };
    const first = succeeded(
      await api.call(operations.replyToClaim, {
        token,
        params,
        json: { message: "Mensaje de prueba." },
        idempotencyKey: key,
      }),
    );
    const again = await api.call(operations.replyToClaim, {
      token,
      params,
      json: { message: "Mensaje de prueba." },
      idempotencyKey: key,
    });
    expectThat(
      replayed(again),
      `${again.request} sent again with its Idempotency-Key was not marked Idempotent-Replayed: true`,
    );
    const now: Ticket = succeeded(await api.call(operations.getClaim, { token, params }));
    expectThat(
      now.messages.length === first.messages.length,
      `one message sent twice with one key left ${now.messages.length} messages, not ${first.messages.length}`,
    );
  });

  await kit.check(operations.attachFilesToClaim, "answers", async () => {
    const form = new FormData();
    form.set("message", "Adjunto de prueba.");
    form.append("files", pdfFile("prueba.pdf"));
    const ticket = succeeded(
      await api.call(operations.attachFilesToClaim, {
        token: (await owner()).token,
        params: { id: filed().id },
        form,
        idempotencyKey: newKey(),
      }),
    );
    expectThat(ticket.messages.at(-1)?.files.length === 1, "the claim's last message does not carry the file sent");
  });

  await kit.check(operations.attachFilesToClaim, "file_type", async () => {
    const form = new FormData();
    form.append("files", textAsPdf("prueba.pdf"));
    expectStatus(
      await api.call(operations.attachFilesToClaim, {
        token: (await owner()).token,
        params: { id: filed().id },
        form,
        idempotencyKey: newKey(),
      }),
      400,
    );
  });

  const foreign: [
    (
      | typeof operations.getClaim
      | typeof operations.replyToClaim
      | typeof operations.attachFilesToClaim
      | typeof operations.rateClaim
      | typeof operations.reportClaimSolved
    ),
    () => { json?: unknown; form?: FormData },
  ][] = [
    [operations.getClaim, () => ({})],
    [operations.replyToClaim, () => ({ json: { message: "Mensaje de prueba." } })],
    [
      operations.attachFilesToClaim,
      () => {
        const form = new FormData();
        form.append("files", pdfFile("prueba.pdf"));
        return { form };
      },
    ],
    [operations.rateClaim, () => ({ json: { rating: 1 } })],
    [operations.reportClaimSolved, () => ({ json: { solved: false } })],
  ];
  for (const [operation, body] of foreign) {
    await kit.check(operation, "ownership", async () => {
      const { intruder } = await sessions.pair();
      const theirs = await api.call(operation, {
        token: intruder.token,
        params: { id: filed().id },
        idempotencyKey: newKey(),
        ...body(),
      });
      expectStatus(theirs, 404);
      // Exactly as a claim that does not exist: the answer tells nothing of whose it is.
      if (operation === operations.getClaim)
        expectSameAnswer(theirs, await api.call(operation, { token: intruder.token, params: { id: NO_SUCH_ID } }));
    });
  }

  await kit.check(operations.openClaim, "ownership", async () => {
    const { owner: theirs, intruder } = await sessions.pair();
    const [connection] = await read(kit, operations.listConnections, { token: theirs.token });
    const category = needs(categories?.[0], "listClaimCategories.answers listed no category");
    const request = {
      category_id: category.id,
      subject: KIT_LABEL,
      message: "Prueba de conformidad.",
      connection_id: needs(connection, "the overdue_invoice account has no connection").id,
    };
    expectStatus(
      await api.call(operations.openClaim, { token: intruder.token, json: request, idempotencyKey: newKey() }),
      400,
    );
  });

  await kit.check(operations.reportClaimSolved, "answers", async () => {
    const solved = succeeded(
      await api.call(operations.reportClaimSolved, {
        token: (await owner()).token,
        params: { id: filed().id },
        json: { solved: true },
      }),
    );
    expectThat(
      solved.status === "closed" && solved.solved === true,
      `"solved" left the claim ${solved.status}, solved ${solved.solved}`,
    );
  });

  await kit.check(operations.replyToClaim, "conflict", async () => {
    expectStatus(
      await api.call(operations.replyToClaim, {
        token: (await owner()).token,
        params: { id: filed().id },
        json: { message: "Otro mensaje." },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.rateClaim, "answers", async () => {
    const rated = succeeded(
      await api.call(operations.rateClaim, {
        token: (await owner()).token,
        params: { id: filed().id },
        json: { rating: 5 },
        idempotencyKey: newKey(),
      }),
    );
    expectThat(rated.feedback?.rating === 5, `rating the claim left feedback ${JSON.stringify(rated.feedback)}`);
  });

  await kit.check(operations.rateClaim, "conflict", async () => {
    expectStatus(
      await api.call(operations.rateClaim, {
        token: (await owner()).token,
        params: { id: filed().id },
        json: { rating: 4 },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  const claims = await kit.check(operations.listClaims, "pagination", async () => {
    const { token } = await owner();
    const paged = await walk<TicketSummary>(kit, operations.listClaims, token, 2);
    const whole = await walk<TicketSummary>(kit, operations.listClaims, token, 50);
    expectThat(
      paged
        .map((item) => item.id)
        .sort()
        .join() ===
        whole
          .map((item) => item.id)
          .sort()
          .join(),
      "two at a time the claims are others than fifty at a time",
    );
    return whole;
  });

  await kit.check(operations.listClaims, "order", async () => {
    const list = claims ?? (await walk<TicketSummary>(kit, operations.listClaims, (await owner()).token, 50));
    expectNewestFirst(operations.listClaims, list, (claim) => claim.updated_at, "updated");
    // The claim just closed is the one most recently updated.
    expectThat(
      !claim || list[0]?.id === claim.id,
      `the claim just closed, ${claim?.id}, is not first: ${list[0]?.id} is`,
    );
  });
}
