import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The demo staff (decision 140): the people a provider's directory would hold. Two agents,
 * a supervisor, and someone of the company with neither role (the portal refuses them).
 * `npm start` prints them beside the demo customers; the README lists them.
 */
export type StaffMember = {
  /** The subject of their tokens: stable, never shown. */
  id: string;
  username: string;
  password: string;
  name: string;
  /** Digits, as the call centre numbers its people; the API records it with what they do. */
  agent_number: string;
  roles: ("agent" | "supervisor")[];
};

export const STAFF: readonly StaffMember[] = [
  {
    id: "staff-4127",
    username: "lfernandez",
    password: "Agente2026",
    name: "Lucía Fernández",
    agent_number: "4127",
    roles: ["agent"],
  },
  {
    id: "staff-4133",
    username: "mgomez",
    password: "Agente2026",
    name: "Martín Gómez",
    agent_number: "4133",
    roles: ["agent"],
  },
  {
    id: "staff-3001",
    username: "cpaz",
    password: "Supervisora2026",
    name: "Carolina Paz",
    agent_number: "3001",
    roles: ["supervisor"],
  },
  {
    id: "staff-5210",
    username: "psosa",
    password: "Oficina2026",
    name: "Pablo Sosa",
    agent_number: "5210",
    roles: [],
  },
];

export function findStaff(id: string): StaffMember | undefined {
  return STAFF.find((member) => member.id === id);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The member whose username and password these are; the password compared in constant time. */
export function checkCredentials(username: string, password: string): StaffMember | undefined {
  const member = STAFF.find((candidate) => candidate.username === username.trim().toLowerCase());
  // Compared even for an unknown username, so the time taken does not tell whether it exists.
  const matches = timingSafeEqual(digest(member?.password ?? "\u0000"), digest(password));
  return member && matches ? member : undefined;
}

/** What tokens say about a member: the ID token's and the API's access token's claims. */
export function staffClaims(member: StaffMember) {
  return { name: member.name, agent_number: member.agent_number, roles: member.roles };
}
