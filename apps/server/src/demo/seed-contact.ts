import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../db/client';
import { contactRequests } from '../db/schema';

const HOUR = 60 * 60_000;

/**
 * The demo's 'Richieste' (issue 15 item 4, ADR 0025): a demo request from another salon, still open, and a free
 * consultation already handled, so the admin's tab shows both kinds and both states on a fresh demo.
 */
export async function seedDemoContact(tx: Executor, timeZone: string, now = new Date()): Promise<void> {
  const today = todayInZone(now, timeZone);
  await tx.insert(contactRequests).values([
    {
      kind: 'demo',
      name: 'Chiara Fontana',
      email: 'chiara@salone-fontana.example',
      phone: '+41791112233',
      salonName: 'Salone Fontana, Bellinzona',
      interest: 'booking-demo',
      message: 'Siamo in due con una postazione in più: ci interessano il calendario e i pagamenti TWINT.',
      privacyAccepted: true,
      createdAt: new Date(now.getTime() - 20 * HOUR),
    },
    {
      kind: 'consultation',
      name: 'Paolo Ferri',
      phone: '+41794445566',
      email: null,
      service: 'barba',
      preferredDate: addDays(today, 3),
      preferredTime: '10:30',
      message: 'Vorrei un consiglio sulla forma della barba.',
      handledAt: new Date(now.getTime() - 2 * HOUR),
      createdAt: new Date(now.getTime() - 30 * HOUR),
    },
  ]);
}
