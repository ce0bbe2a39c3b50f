import { describe, expect, it } from 'vitest';
import {
  cleanCustomer,
  cleanWhileTyping,
  emptyCustomer,
  missingFieldsMessage,
  validateCustomer,
} from './customer-details';

const good = {
  name: 'Anna Neri',
  email: 'anna@example.ch',
  phone: '+41 79 123 45 67',
  address: 'Via Nassa 5',
  postalCode: '6900',
  city: 'Lugano',
};

describe('payment customer form rules (001 section 5)', () => {
  it('cleans: email lower-cased and trimmed, phone to digits, plus and spaces, postal code to digits', () => {
    expect(
      cleanCustomer({
        name: '  Anna Neri ',
        email: '  Anna@Example.CH ',
        phone: ' +41 (79) 123-45-67 ',
        address: ' Via Nassa 5 ',
        postalCode: 'CH-6900',
        city: ' Lugano ',
      }),
    ).toEqual({ ...good, phone: '+41 79 1234567' });
    expect(cleanWhileTyping('phone', '079/123.45')).toBe('07912345');
    expect(cleanWhileTyping('postalCode', '69a001234')).toBe('69001');
    expect(cleanWhileTyping('name', ' A ')).toBe(' A ');
  });

  it("gives the spec's text for each rule", () => {
    expect(validateCustomer(good)).toEqual({});
    expect(validateCustomer(emptyCustomer)).toEqual({
      name: 'Campo obbligatorio',
      email: 'Campo obbligatorio',
      phone: 'Campo obbligatorio',
      address: 'Campo obbligatorio',
      postalCode: 'Campo obbligatorio',
      city: 'Campo obbligatorio',
    });
    expect(
      validateCustomer({ name: 'A', email: 'anna@', phone: '079 123', address: 'Via', postalCode: '690', city: 'L' }),
    ).toEqual({
      name: 'Nome troppo corto',
      email: 'Email non valida',
      phone: 'Numero di telefono troppo corto',
      address: 'Indirizzo troppo corto',
      postalCode: 'CAP non valido (min. 4 cifre)',
      city: 'Città non valida',
    });
  });

  it("lists the empty fields in 'Campi obbligatori mancanti: ...'", () => {
    expect(missingFieldsMessage(good)).toBeNull();
    expect(missingFieldsMessage({ ...good, phone: ' - ', city: '   ' })).toBe(
      'Campi obbligatori mancanti: Telefono, Città',
    );
  });
});
