import { MASK } from "../../contract/masking.ts";
import { operations } from "../../contract/operations.ts";
import { expectThat, succeeded } from "../expect.ts";
import type { Kit } from "../kit.ts";
import { expectNewestFirst, walk } from "./support.ts";

/**
 * The account's activity (decision 141), an optional capability: the kit's own sign-ins are
 * there, by the customer, newest first and walked page by page; to quick access, the
 * addresses are masked (or not known). Which changes an agent made cannot be seen without an
 * agent's consented session, which needs the customer's code: the sandbox's tests hold that.
 */

export async function activityChecks(kit: Kit) {
  const { api, sessions } = kit;

  await kit.check(operations.listAccountActivity, "sign_in", async () => {
    const session = await sessions.verified();
    const entries = succeeded(
      await api.call(operations.listAccountActivity, { token: session.token, query: { per_page: 50 } }),
    ).data;
    expectThat(
      entries.some((entry) => entry.kind === "sign_in_password" && entry.actor === "customer"),
      "the password account's activity has no sign_in_password by the customer: the kit signed in with the password",
    );
    expectNewestFirst(operations.listAccountActivity, entries, (entry) => entry.at, "at");
  });

  await kit.check(operations.listAccountActivity, "pagination", async () => {
    await walk(kit, operations.listAccountActivity, (await sessions.verified()).token, 2);
  });

  await kit.check(
    operations.listAccountActivity,
    "masking",
    async () => {
      const entries = succeeded(
        await api.call(operations.listAccountActivity, { token: (await sessions.quick()).token }),
      ).data;
      expectThat(
        entries.some((entry) => entry.kind === "sign_in_quick_access"),
        "the quick-access account's activity has no sign_in_quick_access: the kit signed in with the identification",
      );
      for (const entry of entries)
        expectThat(
          entry.client_address === null || entry.client_address.includes(MASK),
          `quick access reads entry ${entry.id}'s address ${entry.client_address} in full`,
        );
    },
    "quick_access",
  );
}
