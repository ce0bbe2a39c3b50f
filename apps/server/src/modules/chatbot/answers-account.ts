import { formatRappen } from '@barber/shared/messages/format-it';
import { addDays, todayInZone, utcToZoned } from '@barber/shared/domain/zoned-time';
import { myAppointments } from '../appointments/index';
import * as ordersModule from '../orders/index';
import { dayPhrase, type AnswerInput, type Reply } from './reply';

/** The logged-in customer's own data: the next appointment and the last order (never anyone else's). */

const loginFirst = ({ t, ask }: AnswerInput, intent: 'myAppointment' | 'myOrder'): Reply => ({
  content: intent === 'myAppointment' ? t.account.loginForAppointments : t.account.loginForOrders,
  type: 'live',
  actions: [{ label: t.label.login, action: 'navigate', target: '/login' }],
  suggestions: [ask('booking-how')],
  intent,
});

export async function myAppointmentReply(input: AnswerInput): Promise<Reply> {
  const { ctx, user, today, t } = input;
  if (!user) return loginFirst(input, 'myAppointment');
  const now = ctx.now().getTime();
  const next = (await myAppointments(ctx, user.id))
    .filter((a) => (a.status === 'pending' || a.status === 'confirmed') && new Date(a.startsAt).getTime() > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  if (!next) {
    return {
      content: t.account.noAppointments,
      type: 'live',
      actions: [{ label: t.label.bookNow, action: 'navigate', target: '/booking' }],
      suggestions: [t.ask.firstFree],
      intent: 'myAppointment',
    };
  }
  const day = dayPhrase(next.date, today, addDays(today, 1), t);
  return {
    content: t.account.nextAppointment(next.service, next.barber.firstName, day, next.time, next.status === 'pending'),
    type: 'live',
    actions: [{ label: t.label.myAppointments, action: 'navigate', target: '/profile' }],
    suggestions: [input.ask('booking-cancel'), input.ask('booking-change')],
    intent: 'myAppointment',
  };
}

export async function myOrderReply(input: AnswerInput): Promise<Reply> {
  const { ctx, user, timeZone, t } = input;
  if (!user) return loginFirst(input, 'myOrder');
  const [last] = await ordersModule.listOrders(ctx.db, { userId: user.id }, { limit: 1, offset: 0 });
  if (!last) {
    return {
      content: t.account.noOrders,
      type: 'live',
      actions: [{ label: t.label.toShop, action: 'navigate', target: '/shop' }],
      suggestions: [input.ask('general-shop-pickup')],
      intent: 'myOrder',
    };
  }
  const date = utcToZoned(last.createdAt, timeZone).date;
  const today = todayInZone(ctx.now(), timeZone);
  const when = date === today ? t.today : date === addDays(today, 1) ? t.tomorrow : dayPhrase(date, today, addDays(today, 1), t);
  const open = !(last.status === 'delivered' || last.status === 'cancelled');
  return {
    content: t.account.lastOrder(String(last.orderNumber), when, formatRappen(last.totalRappen), t.account.orderStatus[last.status], open),
    type: 'live',
    actions: [{ label: t.label.myOrders, action: 'navigate', target: '/profile' }],
    suggestions: [input.ask('general-shop-pickup')],
    intent: 'myOrder',
  };
}
