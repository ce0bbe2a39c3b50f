import { describe, expect, it } from 'vitest';
import { testShopContact } from '../../../test/helpers/shop-contact';
import type { ShopContact } from '../notifications/templates/layout';
import { contactConfirmationEmail, contactOwnerEmail, type ContactFacts } from '../notifications/templates/contact';

const shop: ShopContact = testShopContact;
const evil = '<script>alert(1)</script>';
const consultation: ContactFacts = {
  kind: 'consultation',
  name: `Marco ${evil}`,
  email: 'marco@example.ch',
  phone: '+41797654321',
  salonName: null,
  interest: null,
  service: 'colore',
  date: '2026-06-05',
  time: '09:30',
  message: `Ciao\nhttps://phish.example/login\n${evil}`,
};

describe('contact emails (through the layout, ADR 0019)', () => {
  it("the shop's notice: Italian subject, every field, the message quoted (no link), escaped HTML, signature", () => {
    const mail = contactOwnerEmail(shop, 'info@example.ch', consultation);
    expect(mail).toMatchObject({ to: 'info@example.ch', kind: 'contact-consultation-owner' });
    expect(mail.subject).toBe(`Nuova richiesta di consulenza: Marco ${evil}`);
    expect(mail.text).toContain('Servizio: Colorazione');
    expect(mail.text).toContain('Data: venerdì, 5 giugno 2026');
    expect(mail.text).toContain('Ora: 09:30');
    expect(mail.text).toContain('Telefono: +41 79 765 43 21');
    expect(mail.text).toContain('> https://phish.example/login');
    expect(mail.text).toContain('Barberia <Lago>\nVia Nassa 21, 6900 Lugano\nTel. +41 91 555 01 23');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('href="https://phish.example');
    expect(mail.html).toContain('Barberia &lt;Lago&gt;');
  });

  it('the confirmation to a demo sender names the salon and what happens next', () => {
    const mail = contactConfirmationEmail(shop, {
      kind: 'demo',
      name: 'Giulia Rossi',
      email: 'giulia@salone.ch',
      phone: '+41791234567',
      salonName: 'Salone Giulia',
      interest: 'booking-demo',
      service: null,
      date: null,
      time: null,
      message: '',
    });
    expect(mail).toMatchObject({ to: 'giulia@salone.ch', kind: 'contact-demo-confirmation', subject: 'Abbiamo ricevuto la tua richiesta di demo' });
    expect(mail.text).toContain('Ciao Giulia Rossi,');
    expect(mail.text).toContain('Salone: Salone Giulia');
    expect(mail.text).toContain('A presto!');
    expect(mail.text).not.toContain('Messaggio');
  });
});
