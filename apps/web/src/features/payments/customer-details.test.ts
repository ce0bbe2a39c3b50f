import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_FIELDS,
  cleanCustomer,
  cleanWhileTyping,
  emptyCustomer,
  missingFieldsMessage,
  validateCustomer,
} from './customer-details';

const good = { name: 'Anna Neri', email: 'anna@example.ch', phone: '+41 79 123 45 67' };

describe('payment customer form rules (001 section 5, issue 27)', () => {
  it('asks name, email and phone, no street address (ADR 0056)', () => {
    expect(CUSTOMER_FIELDS).toEqual(['name', 'email', 'phone']);
  });

  it('cleans: email lower-cased and trimmed, phone to digits, plus and spaces, the name trimmed', () => {
    expect(cleanCustomer({ name: '  Anna Neri ', email: '  Anna@Example.CH ', phone: ' +41 (79) 123-45-67 ' })).toEqual({
      ...good,
      phone: '+41 79 1234567',
    });
    expect(cleanWhileTyping('phone', '079/123.45')).toBe('07912345');
    expect(cleanWhileTyping('name', ' A ')).toBe(' A ');
  });

  it("gives the spec's text for each rule", () => {
    expect(validateCustomer(good)).toEqual({});
    expect(validateCustomer(emptyCustomer)).toEqual({
      name: 'Campo obbligatorio',
      email: 'Campo obbligatorio',
      phone: 'Campo obbligatorio',
    });
    expect(validateCustomer({ name: 'A', email: 'anna@', phone: '079 123' })).toEqual({
      name: 'Nome troppo corto',
      email: 'Email non valida',
      phone: 'Numero di telefono troppo corto',
    });
  });

  it("lists the empty fields in 'Campi obbligatori mancanti: ...'", () => {
    expect(missingFieldsMessage(good)).toBeNull();
    expect(missingFieldsMessage({ ...good, name: '   ', phone: ' - ' })).toBe(
      'Campi obbligatori mancanti: Nome e cognome, Telefono',
    );
  });
});
