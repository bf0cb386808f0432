import { AccessToken } from "../contract/auth.ts";
import type { CapabilityOrCore } from "../contract/capabilities.ts";
import type { CustomerInfo } from "../contract/customer.ts";
import { operations } from "../contract/operations.ts";
import type { Account, Accounts, Situation } from "./accounts.ts";
import type { Api } from "./api.ts";
import { NotTested } from "./results.ts";

/**
 * The accounts signed in: each situation's once per run (two situations may name the same
 * account and share its session). A password account signs in with its password, which
 * proves the session; one without, by quick access.
 */

export type Session = {
  situation: Situation;
  account: Account;
  token: string;
  /** When the token ends, as the sign-in said. */
  expiresAt: string;
  info: CustomerInfo;
  /** A password sign-in: the session may change the account. */
  verified: boolean;
};

export class Sessions {
  private readonly open = new Map<string, Promise<Session>>();

  private readonly api: Api;
  private readonly accounts: Accounts;
  private readonly offered: (capability: CapabilityOrCore) => boolean;

  constructor(api: Api, accounts: Accounts, offered: (capability: CapabilityOrCore) => boolean) {
    this.api = api;
    this.accounts = accounts;
    this.offered = offered;
  }

  private accountOf(situation: Situation): Account {
    const account = this.accounts[situation];
    if (!account) throw new NotTested(`the accounts file names no ${situation}`, situation);
    return account as Account;
  }

  /** The situation's account, signed in once for the run. */
  of(situation: Situation): Promise<Session> {
    const account = this.accountOf(situation);
    const key = `${account.identification}\n${account.password ?? ""}`;
    let session = this.open.get(key);
    if (!session) {
      session = this.signIn(situation, account);
      this.open.set(key, session);
    }
    return session;
  }

  /** A session of its own, shared with no other check: for a check that ends it. */
  fresh(situation: Situation): Promise<Session> {
    return this.signIn(situation, this.accountOf(situation));
  }

  /** A quick-access session: the overdue invoice's account, which has no password. */
  async quick(): Promise<Session> {
    if (this.accountOf("overdue_invoice").password) {
      throw new NotTested(
        "the overdue_invoice account has a password: quick access needs one without",
        "overdue_invoice",
      );
    }
    return this.of("overdue_invoice");
  }

  /** A verified session: the password account's. */
  verified(): Promise<Session> {
    return this.of("password");
  }

  /** Two customers, for what one must not reach of the other's: the overdue invoice's (owner) and the password account's. */
  async pair(): Promise<{ owner: Session; intruder: Session }> {
    const owner = await this.of("overdue_invoice");
    const intruder = await this.verified();
    if (owner.info.id === intruder.info.id)
      throw new NotTested(
        "overdue_invoice and password name the same customer: ownership needs two",
        "overdue_invoice",
      );
    return { owner, intruder };
  }

  private async signIn(situation: Situation, account: Account): Promise<Session> {
    const capability = account.password ? "customer_area" : "quick_access";
    if (!this.offered(capability))
      throw new NotTested(`blocked: the ${situation} account signs in by ${capability}, which the API does not offer`);
    const answer = account.password
      ? await this.api.call(operations.loginWithPassword, {
          json: { user: account.identification, password: account.password },
        })
      : await this.api.call(operations.loginWithIdentification, { json: { identification: account.identification } });
    const token = AccessToken.safeParse(answer.body);
    if (answer.status !== 200 || !token.success) {
      throw new NotTested(
        `blocked: the ${situation} account could not sign in (${answer.request} answered ${answer.status})`,
      );
    }
    const info = await this.api.call(operations.getCustomerInfo, { token: token.data.access_token });
    const parsed = operations.getCustomerInfo.success.schema.safeParse(info.body);
    if (info.status !== 200 || !parsed.success)
      throw new NotTested(`blocked: the ${situation} account's ${info.request} answered ${info.status}`);
    return {
      situation,
      account,
      token: token.data.access_token,
      expiresAt: token.data.expires_at,
      info: parsed.data,
      verified: Boolean(account.password),
    };
  }
}
