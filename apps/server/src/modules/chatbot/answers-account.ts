import { ORDER_STATUS_LABELS } from '@barber/shared/domain/shop';
import { formatRappen } from '@barber/shared/messages/format-it';
import { addDays, todayInZone, utcToZoned } from '@barber/shared/domain/zoned-time';
import { myAppointments } from '../appointments/index';
import * as ordersModule from '../orders/index';
import { dayPhrase, type AnswerInput, type Reply } from './reply';

/** The logged-in customer's own data: the next appointment and the last order (never anyone else's). */

const loginFirst = (what: string): Reply => ({
  content:
    `Per vedere ${what} accedi al tuo account.` +
    (what.includes('appuntament')
      ? " Se hai prenotato come ospite, trovi il link 'Gestisci appuntamento' nell'email di conferma."
      : ''),
  type: 'live',
  actions: [{ label: 'Accedi', action: 'navigate', target: '/login' }],
  suggestions: ['Come prenoto un appuntamento?'],
  intent: what.includes('appuntament') ? 'myAppointment' : 'myOrder',
});

export async function myAppointmentReply(input: AnswerInput): Promise<Reply> {
  const { ctx, user, today } = input;
  if (!user) return loginFirst('i tuoi appuntamenti');
  const now = ctx.now().getTime();
  const next = (await myAppointments(ctx, user.id))
    .filter((a) => (a.status === 'pending' || a.status === 'confirmed') && new Date(a.startsAt).getTime() > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (!next) {
    return {
      content: 'Non hai appuntamenti in programma.',
      type: 'live',
      actions: [{ label: 'Prenota ora', action: 'navigate', target: '/booking' }],
      suggestions: ['Qual è il primo posto libero?'],
      intent: 'myAppointment',
    };
  }
  const day = dayPhrase(next.date, today, addDays(today, 1));
  const pending = next.status === 'pending' ? ' (in attesa di conferma)' : '';
  return {
    content: `Il tuo prossimo appuntamento: ${next.service} con ${next.barber.firstName}, ${day} alle ${next.time}${pending}.`,
    type: 'live',
    actions: [{ label: 'I miei appuntamenti', action: 'navigate', target: '/profile' }],
    suggestions: ['Come cancello un appuntamento?', 'Posso spostare o modificare un appuntamento?'],
    intent: 'myAppointment',
  };
}

export async function myOrderReply(input: AnswerInput): Promise<Reply> {
  const { ctx, user, timeZone } = input;
  if (!user) return loginFirst('i tuoi ordini');
  const [last] = await ordersModule.listOrders(ctx.db, { userId: user.id }, { limit: 1, offset: 0 });
  if (!last) {
    return {
      content: 'Non trovo ordini nel tuo account.',
      type: 'live',
      actions: [{ label: 'Vai allo shop', action: 'navigate', target: '/shop' }],
      suggestions: ['Come funziona lo shop online?'],
      intent: 'myOrder',
    };
  }
  const date = utcToZoned(last.createdAt, timeZone).date;
  const today = todayInZone(ctx.now(), timeZone);
  const when = dayPhrase(date, today, addDays(today, 1)).replace(/^oggi, .*/, 'oggi').replace(/^domani, .*/, 'domani');
  return {
    content:
      `Il tuo ultimo ordine n. ${last.orderNumber} (${when}, ${formatRappen(last.totalRappen)}) è nello stato «${ORDER_STATUS_LABELS[last.status]}».` +
      (last.status === 'delivered' || last.status === 'cancelled' ? '' : ' Ti avvisiamo per email quando cambia.'),
    type: 'live',
    actions: [{ label: 'I miei ordini', action: 'navigate', target: '/profile' }],
    suggestions: ['Come funziona lo shop online?'],
    intent: 'myOrder',
  };
}
