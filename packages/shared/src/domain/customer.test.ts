import { describe, expect, it } from 'vitest';
import { describeCustomer } from './customer';

const none = { account: null, guest: null, nickname: null, phone: null };

describe('describeCustomer', () => {
  it('prefers the account, then the guest, then the phone booking', () => {
    const account = { firstName: 'Sara', lastName: 'Conti', email: 'sara@example.ch', phone: '' };
    const guest = { firstName: 'Anna', lastName: 'Neri', email: 'anna@example.ch', phone: '+41791234567' };
    expect(describeCustomer({ ...none, account, guest })).toEqual({ name: 'Sara Conti', phone: null, email: 'sara@example.ch', kind: 'account' });
    expect(describeCustomer({ ...none, guest })).toEqual({ name: 'Anna Neri', phone: '+41791234567', email: 'anna@example.ch', kind: 'guest' });
  });

  it("names a phone booking by its nickname and keeps its number, even when a nameless guest part travels", () => {
    const nameless = { firstName: '', lastName: '', email: null, phone: '+41795551003' };
    expect(describeCustomer({ account: null, guest: nameless, nickname: ' Giulia ', phone: '+41795551003' })).toEqual({
      name: 'Giulia',
      phone: '+41795551003',
      email: null,
      kind: 'phone',
    });
  });

  it('says nobody when nothing names the customer (an anonymised booking)', () => {
    expect(describeCustomer(none)).toEqual({ name: '', phone: null, email: null, kind: 'unknown' });
  });
});
