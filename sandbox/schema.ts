import { CAE_SQL, CAE_VALID_DAYS, SECOND_DUE_AFTER_DAYS, SURCHARGE_RATE } from "./e-invoice.ts";
import { TICKET_CATEGORIES } from "./seed/catalogue.ts";

/**
 * The sandbox's tables. A later change bumps SCHEMA_VERSION and adds its statements, and
 * `openDatabase` applies it to databases already on disk: SCHEMA's `IF NOT EXISTS`
 * statements bring new tables, UPGRADES what those cannot (a column of a table that exists).
 * Dates are ISO 8601 text, money is REAL pesos, lists that are only ever read whole are JSON.
 */
export const SCHEMA_VERSION = 11;

/** By the version that brought them: what a database of an earlier version needs beyond SCHEMA. */
export const UPGRADES: Record<number, string> = {
  // Each claim category's deadline in working days (decision 092), set for the seeded ones.
  4: [
    "ALTER TABLE ticket_categories ADD COLUMN deadline_working_days INTEGER NOT NULL DEFAULT 10;",
    ...TICKET_CATEGORIES.map(
      (category) =>
        `UPDATE ticket_categories SET deadline_working_days = ${category.deadline_working_days} WHERE id = ${category.id};`,
    ),
  ].join("\n"),
  // Each token's proof (decision 097); tokens of an earlier version start as quick access.
  5: "ALTER TABLE access_tokens ADD COLUMN verified_until TEXT;",
  // "No tengo internet" (decisions 101 to 103): a claim's outage, visit and diagnosis; an invoice's credit.
  6: [
    "ALTER TABLE tickets ADD COLUMN outage_id INTEGER;",
    "ALTER TABLE tickets ADD COLUMN visit_required INTEGER NOT NULL DEFAULT 0;",
    "ALTER TABLE tickets ADD COLUMN diagnosis TEXT;",
    "ALTER TABLE invoices ADD COLUMN credit_days INTEGER;",
    "ALTER TABLE invoices ADD COLUMN credit_amount REAL;",
    "ALTER TABLE ticket_categories ADD COLUMN kind TEXT NOT NULL DEFAULT 'other';",
    ...TICKET_CATEGORIES.map(
      (category) => `UPDATE ticket_categories SET kind = '${category.kind}' WHERE id = ${category.id};`,
    ),
  ].join("\n"),
  // Decision 118: an invoice's second due date and surcharged amount, its CAE and the CAE's expiry;
  // invoices already on disk get them by the sandbox's terms (sandbox/e-invoice.ts: ten days,
  // 5 %, the CAE from the id). Unpaid ones past their first due date turn surcharged at once.
  7: [
    "ALTER TABLE invoices ADD COLUMN second_due_date TEXT;",
    "ALTER TABLE invoices ADD COLUMN second_due_amount REAL;",
    "ALTER TABLE invoices ADD COLUMN cae TEXT;",
    "ALTER TABLE invoices ADD COLUMN cae_expires_on TEXT;",
    `UPDATE invoices SET second_due_date = date(due_date, '+${SECOND_DUE_AFTER_DAYS} days'),
       second_due_amount = round(amount * ${1 + SURCHARGE_RATE}, 2),
       cae = ${CAE_SQL},
       cae_expires_on = date(issue_date, '+${CAE_VALID_DAYS} days');`,
  ].join("\n"),
  // Version 8 (decision 119): promises to pay, a new table SCHEMA's IF NOT EXISTS brings.
  // Version 9 (decision 127): hand-over codes, likewise.
  // Call-centre staff and the account's activity (decision 141): the agent a token or a code
  // is for, an application's agent and channel; the activity is a new table.
  10: [
    "ALTER TABLE access_tokens ADD COLUMN agent_number TEXT;",
    "ALTER TABLE access_tokens ADD COLUMN access TEXT;",
    "ALTER TABLE proof_codes ADD COLUMN agent_number TEXT;",
    "ALTER TABLE applications ADD COLUMN agent_number TEXT;",
    "ALTER TABLE applications ADD COLUMN channel TEXT NOT NULL DEFAULT 'web';",
  ].join("\n"),
  // Decision 146: the staff token an agent's customer token was handed out under; the staff
  // tokens ended by signing out are a new table.
  11: "ALTER TABLE access_tokens ADD COLUMN staff_jti TEXT;",
};

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS plans (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL,
  download_mbps INTEGER, upload_mbps INTEGER, price REAL NOT NULL,
  features TEXT NOT NULL, featured INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS localities (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, province TEXT NOT NULL, department TEXT NOT NULL,
  postcode TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL, coverage TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS boxes (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, locality_id INTEGER NOT NULL REFERENCES localities(id),
  lat REAL NOT NULL, lng REAL NOT NULL, reach_m INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS boxes_by_locality ON boxes(locality_id);

-- The geocoder's index: each street is a straight run of house numbers between two points.
CREATE TABLE IF NOT EXISTS streets (
  id INTEGER PRIMARY KEY, osm_id INTEGER NOT NULL, locality_id INTEGER NOT NULL REFERENCES localities(id),
  name TEXT NOT NULL, search_name TEXT NOT NULL, from_number INTEGER NOT NULL, to_number INTEGER NOT NULL,
  start_lat REAL NOT NULL, start_lng REAL NOT NULL, end_lat REAL NOT NULL, end_lng REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS debtors (identification TEXT PRIMARY KEY, name TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY, identification TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
  name TEXT NOT NULL, password_hash TEXT, created_at TEXT NOT NULL
);

-- verified_until (version 5, decision 097): until when the token is proved; NULL is quick access.
-- agent_number and access (version 10, decision 141): a token an agent holds for the customer,
-- with their consent ('consent') or without ('read_only'); NULL: the customer's own.
-- staff_jti (version 11, decision 146): the jti of the staff token it was handed out under,
-- ended with it. Not indexed: expired rows go on every insert, so the table stays as small as
-- the sessions open, and only a staff sign-out looks rows up by it.
CREATE TABLE IF NOT EXISTS access_tokens (
  token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at TEXT NOT NULL, created_at TEXT NOT NULL, verified_until TEXT, agent_number TEXT, access TEXT,
  staff_jti TEXT
);

-- Staff tokens ended by signing out (version 11, decision 146): their jti, until their own
-- exp, after which the signature check refuses them anyway and the row goes.
CREATE TABLE IF NOT EXISTS ended_staff_tokens (jti TEXT PRIMARY KEY, expires_at TEXT NOT NULL);

-- Codes that prove a session (version 5, decision 097): only their hash, each bound to the
-- token that asked for it, with its tries counted. Version 10 (decision 141): also the codes of a
-- customer's consent to an agent, bound to the agent and the customer (token_hash holds that
-- binding's hash) and naming the agent.
CREATE TABLE IF NOT EXISTS proof_codes (
  id INTEGER PRIMARY KEY, token_hash TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id),
  contact_id INTEGER NOT NULL REFERENCES contacts(id), code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL, agent_number TEXT
);
CREATE INDEX IF NOT EXISTS proof_codes_by_token ON proof_codes(token_hash, id);
CREATE INDEX IF NOT EXISTS proof_codes_by_customer ON proof_codes(customer_id, created_at);

-- One-time hand-over codes (version 9, decision 127): only their hash, the customer
-- they hand over, the client that may redeem them, 60 seconds, used once.
CREATE TABLE IF NOT EXISTS handover_codes (
  code_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), client_id TEXT NOT NULL,
  expires_at TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS login_failures (identification TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS login_failures_by_identification ON login_failures(identification, at);

-- Single-use tokens and codes: password reset links, e-mail verification links, contact codes.
CREATE TABLE IF NOT EXISTS one_time_tokens (
  token_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id),
  contact_id INTEGER, expires_at TEXT NOT NULL, used_at TEXT, created_at TEXT NOT NULL
);

-- Every message the provider would send; the sandbox sends none.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, channel TEXT NOT NULL, purpose TEXT NOT NULL, recipient TEXT NOT NULL,
  identification TEXT, subject TEXT NOT NULL, body TEXT NOT NULL, token TEXT, code TEXT, link TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  type TEXT NOT NULL, value TEXT NOT NULL, verified INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS connections (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL, street TEXT NOT NULL, house_number TEXT NOT NULL, locality_id INTEGER NOT NULL REFERENCES localities(id),
  lat REAL NOT NULL, lng REAL NOT NULL, since TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS services (
  id INTEGER PRIMARY KEY, connection_id INTEGER NOT NULL REFERENCES connections(id),
  kind TEXT NOT NULL, plan_id INTEGER NOT NULL REFERENCES plans(id), status TEXT NOT NULL
);

-- credit_days and credit_amount (version 6, decision 101): the credit for days without service; NULL is none.
-- Version 7 (decision 118): the second due date and the amount from the day after the first (NULL: no
-- second due date); the CAE and its expiry (NULL: not issued electronically). The type, point of
-- sale and number are the fiscal number's ("B 0003-00012345").
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), number TEXT NOT NULL UNIQUE,
  period TEXT NOT NULL, issue_date TEXT NOT NULL, due_date TEXT NOT NULL, amount REAL NOT NULL, paid_at TEXT,
  pdf_token TEXT NOT NULL,
  credit_days INTEGER, credit_amount REAL,
  second_due_date TEXT, second_due_amount REAL, cae TEXT, cae_expires_on TEXT
);

CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), checkout_token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL, amount REAL NOT NULL, invoice_ids TEXT NOT NULL, return_url TEXT NOT NULL,
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS debit_subscriptions (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), checkout_token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL, services TEXT NOT NULL, return_url TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);

-- Uploaded files live in the database itself, so a sandbox is one file to copy or delete.
CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, content_type TEXT NOT NULL, size INTEGER NOT NULL,
  data BLOB NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ticket_categories (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, deadline_working_days INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'other'
);

-- Version 6 (decision 101): the outage a claim joined, whether a technician must go, its diagnosis (JSON).
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), number TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES ticket_categories(id), connection_id INTEGER REFERENCES connections(id),
  status TEXT NOT NULL, subject TEXT NOT NULL, solved INTEGER, feedback_rating INTEGER, feedback_comment TEXT,
  feedback_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  outage_id INTEGER, visit_required INTEGER NOT NULL DEFAULT 0, diagnosis TEXT
);

CREATE TABLE IF NOT EXISTS ticket_messages (
  id INTEGER PRIMARY KEY, ticket_id INTEGER NOT NULL REFERENCES tickets(id), author TEXT NOT NULL,
  body TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS ticket_message_files (
  message_id INTEGER NOT NULL REFERENCES ticket_messages(id), file_id TEXT NOT NULL REFERENCES files(id)
);

-- Version 6 (decision 103): a claim's technician visit, one per claim (moved and cancelled in place).
CREATE TABLE IF NOT EXISTS visits (
  id INTEGER PRIMARY KEY, ticket_id INTEGER NOT NULL UNIQUE REFERENCES tickets(id), locality_id INTEGER NOT NULL REFERENCES localities(id),
  date TEXT NOT NULL, start TEXT NOT NULL, end TEXT NOT NULL, state TEXT NOT NULL, notes TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS visits_by_window ON visits(locality_id, date, start);

-- Version 6 (decision 103): places in a visit window taken by the provider's other customers (not this API's visits).
CREATE TABLE IF NOT EXISTS visit_window_holds (
  locality_id INTEGER NOT NULL, date TEXT NOT NULL, start TEXT NOT NULL, taken INTEGER NOT NULL,
  PRIMARY KEY (locality_id, date, start)
);

CREATE TABLE IF NOT EXISTS payment_reports (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  invoice_id INTEGER NOT NULL REFERENCES invoices(id), amount REAL NOT NULL, date TEXT NOT NULL,
  method TEXT NOT NULL, notes TEXT, receipt_file_id TEXT NOT NULL REFERENCES files(id),
  status TEXT NOT NULL, created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS streaming_plans (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, price REAL NOT NULL,
  channels INTEGER NOT NULL, featured INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS streaming_extras (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, price REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS streaming_subscriptions (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  plan_id INTEGER NOT NULL REFERENCES streaming_plans(id), state TEXT NOT NULL,
  started_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS streaming_subscription_extras (
  subscription_id INTEGER NOT NULL REFERENCES streaming_subscriptions(id),
  extra_id INTEGER NOT NULL REFERENCES streaming_extras(id), PRIMARY KEY (subscription_id, extra_id)
);
CREATE TABLE IF NOT EXISTS streaming_banners (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL, image_url TEXT NOT NULL,
  link_url TEXT NOT NULL, position INTEGER NOT NULL
);

-- The hiring flow: one-time ids, applications, sales attempts; and CVs sent from the site.
CREATE TABLE IF NOT EXISTS application_requests (
  request_id TEXT PRIMARY KEY, expires_at TEXT NOT NULL, application_id INTEGER REFERENCES applications(id)
);
-- agent_number and channel (version 10, decision 141): an application an agent made by phone.
CREATE TABLE IF NOT EXISTS applications (
  id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, request_id TEXT NOT NULL UNIQUE, plan_id INTEGER NOT NULL,
  status TEXT NOT NULL, payload TEXT NOT NULL, created_at TEXT NOT NULL, agent_number TEXT,
  channel TEXT NOT NULL DEFAULT 'web'
);
CREATE TABLE IF NOT EXISTS sales_attempts (id INTEGER PRIMARY KEY, payload TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS job_applications (
  id INTEGER PRIMARY KEY, payload TEXT NOT NULL, cv_file_id TEXT NOT NULL REFERENCES files(id), created_at TEXT NOT NULL
);

-- version 6 (decision 102): each connection's equipment as the network sees it (a connection
-- without a row gets a default one, online, on first read) and the restarts asked of it.
-- A restart's state is derived on read from requested_at and the clock (RESTART_TAKES_MS).
CREATE TABLE IF NOT EXISTS equipment (
  connection_id INTEGER PRIMARY KEY REFERENCES connections(id), model TEXT NOT NULL, state TEXT NOT NULL,
  since TEXT NOT NULL, signal_dbm REAL, signal_reading TEXT
);
CREATE TABLE IF NOT EXISTS equipment_restarts (
  id INTEGER PRIMARY KEY, connection_id INTEGER NOT NULL REFERENCES connections(id), by TEXT NOT NULL,
  requested_at TEXT NOT NULL
);

-- Promises to pay (version 8, decision 119): the invoices each covers (JSON ids) and
-- the Buenos Aires day to pay them by. Its state is derived on read: kept when they were all
-- paid by pay_by, lapsed the day after with any unpaid, active until then.
CREATE TABLE IF NOT EXISTS payment_promises (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), days INTEGER NOT NULL,
  pay_by TEXT NOT NULL, invoice_ids TEXT NOT NULL, amount REAL NOT NULL, reconnected INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_promises_by_customer ON payment_promises(customer_id, id);

-- The account's activity (version 10, decision 141): every sign-in and change, who made it
-- (agent_number NULL: the customer) and from which address; customer_id NULL for an
-- application of someone not a customer.
CREATE TABLE IF NOT EXISTS activity (
  id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), kind TEXT NOT NULL, description TEXT NOT NULL,
  agent_number TEXT, client_address TEXT, at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_by_customer ON activity(customer_id, id);
CREATE INDEX IF NOT EXISTS activity_by_time ON activity(at, agent_number);

-- Answers to requests sent with an Idempotency-Key (version 2): the first one's, replayed.
CREATE TABLE IF NOT EXISTS idempotent_requests (
  scope TEXT PRIMARY KEY, status INTEGER, body TEXT, content_type TEXT, created_at TEXT NOT NULL
);

-- Outages by area (version 6, decision 101): the localities each covers (by name, as the
-- connections' addresses say), its updates, and the customers who asked to be told when it ends.
CREATE TABLE IF NOT EXISTS outages (
  id INTEGER PRIMARY KEY, area TEXT, services TEXT NOT NULL, cause TEXT NOT NULL, state TEXT NOT NULL,
  started_at TEXT NOT NULL, estimated_end TEXT, resolved_at TEXT
);
CREATE TABLE IF NOT EXISTS outage_localities (
  outage_id INTEGER NOT NULL REFERENCES outages(id), locality TEXT NOT NULL, PRIMARY KEY (outage_id, locality)
);
CREATE INDEX IF NOT EXISTS outage_localities_by_locality ON outage_localities(locality);
CREATE TABLE IF NOT EXISTS outage_updates (
  id INTEGER PRIMARY KEY, outage_id INTEGER NOT NULL REFERENCES outages(id), at TEXT NOT NULL,
  state TEXT NOT NULL, message TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outage_subscriptions (
  outage_id INTEGER NOT NULL REFERENCES outages(id), customer_id INTEGER NOT NULL REFERENCES customers(id),
  created_at TEXT NOT NULL, notified_at TEXT, PRIMARY KEY (outage_id, customer_id)
);

-- Cancellations and withdrawals (version 3, decision 073): what the old Res. 316/2018 asked to
-- log (identification, customer and connection when they matched, channel, time, code,
-- outcome), whoever sent them.
CREATE TABLE IF NOT EXISTS consumer_requests (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, identification TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers(id), connection_id INTEGER REFERENCES connections(id),
  application_id INTEGER REFERENCES applications(id), service TEXT, connection_number TEXT, address TEXT,
  application_number TEXT, contract_date TEXT, contact TEXT NOT NULL, reason TEXT, channel TEXT NOT NULL,
  status TEXT NOT NULL, ends_on TEXT, rejection_reason TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS consumer_requests_by_identification ON consumer_requests(identification);

-- The one-time code that confirms each of them (version 5, Disposición 3/2026, decision 099):
-- the holder the request named (null: none, or no match), the last code's hash, its tries.
CREATE TABLE IF NOT EXISTS consumer_request_codes (
  request_id INTEGER PRIMARY KEY REFERENCES consumer_requests(id), holder_id INTEGER REFERENCES customers(id),
  code_hash TEXT NOT NULL, expires_at TEXT NOT NULL, tries INTEGER NOT NULL, sent_count INTEGER NOT NULL,
  sent_at TEXT NOT NULL, used_at TEXT
);
`;
