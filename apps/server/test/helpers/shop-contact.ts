import type { ShopContact } from '../../src/modules/notifications/templates/layout';

/** The shop of the email template tests: a name with markup (it must come out escaped), Lugano's time zone. */
export const testShopContact: ShopContact = {
  name: 'Barberia <Lago>',
  address: 'Via Nassa 21',
  postalCode: '6900',
  city: 'Lugano',
  phone: '+41915550123',
  email: 'info@example.ch',
  timeZone: 'Europe/Zurich',
};
