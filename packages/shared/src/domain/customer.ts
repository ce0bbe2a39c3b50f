/**
 * Who an appointment is for, told one way by the API, the panels and the emails (issue 27 item 3). A booking
 * names its person in one of three places: the client's account, the guest's details, or the nickname and
 * phone the owner typed for a phone booking. The first place with a name wins; a phone booking's number is
 * kept even when the nickname is the only name.
 */

export const CUSTOMER_KINDS = ['account', 'guest', 'phone', 'unknown'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export interface Customer {
  /** Ready to show: "Giulia Neri"; empty only when the booking names nobody (kind 'unknown'). */
  name: string;
  /** As stored (E.164 for numbers typed in this app); shown through formatPhone. */
  phone: string | null;
  email: string | null;
  kind: CustomerKind;
}

interface Person {
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface CustomerSources {
  account: Person | null;
  guest: Person | null;
  /** The phone booking's name as the owner typed it. */
  nickname: string | null;
  /** The phone booking's number, when the owner noted one. */
  phone: string | null;
}

const fullName = (p: Person | null) => (p ? `${p.firstName ?? ''} ${p.lastName ?? ''}`.replace(/\s+/g, ' ').trim() : '');
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v : null);

export function describeCustomer({ account, guest, nickname, phone }: CustomerSources): Customer {
  const accountName = fullName(account);
  if (account && accountName) {
    return { name: accountName, phone: blankToNull(account.phone), email: blankToNull(account.email), kind: 'account' };
  }
  const guestName = fullName(guest);
  if (guest && guestName) {
    return { name: guestName, phone: blankToNull(guest.phone), email: blankToNull(guest.email), kind: 'guest' };
  }
  const nick = nickname?.trim() ?? '';
  if (nick || blankToNull(phone)) return { name: nick, phone: blankToNull(phone), email: null, kind: 'phone' };
  return { name: '', phone: null, email: null, kind: 'unknown' };
}
