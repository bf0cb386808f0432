import { MASK } from "../../contract/masking.ts";
import { operations } from "../../contract/operations.ts";
import { expectThat, succeeded } from "../expect.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";

/**
 * What quick access reads of personal data (decision 097, `contract/masking.ts`): e-mails as
 * the first letter, five dots and the domain; phones with the subscriber's number hidden but
 * its last two digits; a connection's house number and point withheld. A verified session
 * reads the same calls in full. These checks speak for quick access: an API that shows a
 * quick-access session everything must not be offered one (FLAG_QUICK_ACCESS=0).
 */

const MASKED_EMAIL = new RegExp(`^[^${MASK}@]${MASK}{5}@[^@${MASK}]+$`);
const isMaskedEmail = (value: string) => MASKED_EMAIL.test(value);
/** The subscriber's number hidden but its last two digits: at least four dots, two digits at the end. */
const isMaskedPhone = (value: string) => (value.match(new RegExp(MASK, "g"))?.length ?? 0) >= 4 && /\d{2}$/.test(value);

export async function maskingChecks(kit: Kit) {
  const { api, sessions } = kit;
  const quick = "quick_access" as const;

  await kit.check(
    operations.getCustomerInfo,
    "masking",
    async () => {
      const masked = succeeded(await api.call(operations.getCustomerInfo, { token: (await sessions.quick()).token }));
      const full = succeeded(await api.call(operations.getCustomerInfo, { token: (await sessions.verified()).token }));
      if (masked.email === null)
        throw new NotTested("the overdue_invoice account has no e-mail to mask", "overdue_invoice");
      expectThat(
        isMaskedEmail(masked.email),
        `quick access reads the e-mail ${JSON.stringify(masked.email)}, not masked as c${MASK.repeat(5)}@domain`,
      );
      expectThat(
        full.email === null || (!full.email.includes(MASK) && full.email.includes("@")),
        `a verified session reads the e-mail ${JSON.stringify(full.email)}, not in full`,
      );
    },
    quick,
  );

  await kit.check(
    operations.listContacts,
    "masking",
    async () => {
      const masked = succeeded(await api.call(operations.listContacts, { token: (await sessions.quick()).token }));
      const full = succeeded(await api.call(operations.listContacts, { token: (await sessions.verified()).token }));
      expectThat(
        masked.length > 0,
        "the overdue_invoice account has no contacts: nothing shows whether they are masked",
      );
      for (const contact of masked) {
        const ok = contact.type === "email" ? isMaskedEmail(contact.value) : isMaskedPhone(contact.value);
        expectThat(
          ok,
          `quick access reads contact ${contact.id} (${contact.type}) as ${JSON.stringify(contact.value)}: not masked`,
        );
      }
      for (const contact of full)
        expectThat(
          !contact.value.includes(MASK),
          `a verified session reads contact ${contact.id} masked: ${JSON.stringify(contact.value)}`,
        );
    },
    quick,
  );

  await kit.check(
    operations.listConnections,
    "masking",
    async () => {
      const masked = succeeded(await api.call(operations.listConnections, { token: (await sessions.quick()).token }));
      const full = succeeded(await api.call(operations.listConnections, { token: (await sessions.verified()).token }));
      expectThat(
        masked.length > 0,
        "the overdue_invoice account has no connections: nothing shows whether their addresses are masked",
      );
      for (const { id, address } of masked) {
        expectThat(
          address.number === null && address.lat === null && address.lng === null,
          `quick access reads connection ${id}'s house number and point: ${JSON.stringify(address)}`,
        );
      }
      for (const { id, address } of full) {
        expectThat(
          address.number !== null && address.lat !== null && address.lng !== null,
          `a verified session reads connection ${id}'s address withheld: ${JSON.stringify(address)}`,
        );
      }
    },
    quick,
  );

  await kit.check(
    operations.getProof,
    "masking",
    async () => {
      for (const session of [await sessions.quick(), await sessions.verified()]) {
        const { channels } = succeeded(await api.call(operations.getProof, { token: session.token }));
        for (const channel of channels) {
          const ok = channel.type === "email" ? isMaskedEmail(channel.masked) : isMaskedPhone(channel.masked);
          expectThat(
            ok,
            `GET /auth/proof of the ${session.situation} account lists channel ${channel.contact_id} as ${JSON.stringify(channel.masked)}: not masked`,
          );
        }
      }
    },
    quick,
  );
}
