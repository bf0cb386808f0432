import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * How personal data is shown to a session that has not proved who it is (decision 097): enough
 * for the customer to recognise their own, too little for anyone else to use. The API masks
 * contacts this way for a quick-access token (and always in the list of channels a code may
 * go to); the portal masks the identification the same way. Server-side only: the phone
 * metadata has no place in the browser's download.
 */

export const MASK = "•";

/** `carlos.gomez@example.com` → `c•••••@example.com`: the first letter, a fixed run of dots (the length stays unknown), the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return MASK.repeat(5);
  return `${email[0]}${MASK.repeat(5)}${email.slice(at)}`;
}

/**
 * `+5493515551201` or `+54 9 351 555-1201` → `+54 9 351 ••• ••01`: the country and area
 * codes, then the subscriber's number hidden but for its last two digits.
 */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "AR");
  const groups = parsed?.isValid() ? parsed.formatInternational().split(" ") : null;
  if (!groups || groups.length < 4) {
    const digits = phone.replace(/\D/g, "");
    return `${MASK.repeat(4)} ${MASK.repeat(2)}${digits.slice(-2)}`;
  }
  // The last two groups are the subscriber's number.
  const kept = groups.slice(0, -2);
  const subscriber = groups.slice(-2).join(" ");
  let left = subscriber.replace(/\D/g, "").length - 2;
  const hidden = subscriber.replace(/\d/g, (digit) => (left-- > 0 ? MASK : digit));
  return [...kept, hidden].join(" ");
}

/**
 * A DNI as printed, its middle hidden: `20304050` → `20.•••.050`, `1234567` → `1.•••.567`;
 * a CUIT keeps its prefix, the last three digits before the check digit and the check
 * digit: `30712345671` → `30-•••••567-1`. Anything else is hidden whole.
 */
export function maskIdentification(identification: string): string {
  if (/^\d{7,8}$/.test(identification))
    return `${identification.slice(0, -6)}.${MASK.repeat(3)}.${identification.slice(-3)}`;
  if (/^\d{11}$/.test(identification))
    return `${identification.slice(0, 2)}-${MASK.repeat(5)}${identification.slice(7, 10)}-${identification.slice(10)}`;
  return MASK.repeat(identification.length || 3);
}

/**
 * A network address, for a session that has not proved who it is (an account's activity,
 * decision 141): the network the customer may recognise (their provider, their office), never
 * the machine. `190.210.33.12` → `190.210.•••.•••`; `2800:810:1a2b::7` → `2800:810:•••`.
 */
export function maskAddress(address: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${MASK.repeat(3)}.${MASK.repeat(3)}`;
  const groups = address.split(":");
  if (groups.length >= 3 && groups[0] && groups[1]) return `${groups[0]}:${groups[1]}:${MASK.repeat(3)}`;
  return MASK.repeat(5);
}
