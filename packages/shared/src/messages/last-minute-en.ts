import type { Catalogue } from './catalogue';
import type { lastMinuteTextsIt } from './last-minute-it';

/** lastMinuteTextsIt in English. */
export const lastMinuteTextsEn: Catalogue<typeof lastMinuteTextsIt> = {
  subject: (when) => `A time has come free: ${when}`,
  greeting: (firstName) => `Hello ${firstName},`,
  intro: (shopName) => `it has been a while since your last visit to ${shopName}: a time has just come free and we thought of you.`,
  service: 'Service',
  barber: 'Barber',
  when: 'When',
  at: (date, time) => `${date} at ${time}`,
  book: (url) => `One tap books it:\n${url}`,
  firstCome: 'The time goes to whoever taps first: if someone beats you to it, the link shows other free times.',
  stopText: 'No longer want last-minute offers?',
  sms: (when, service, url, stopUrl) =>
    `a time has come free ${when} (${service}). The first to tap books it: ${url} Stop offers: ${stopUrl}`,
  booked: 'Booking made successfully!',
  stopped: 'Done: you will get no more last-minute offers. You can turn them back on in your profile.',
  choiceOn: 'You will get last-minute offers when a time comes free.',
  choiceOff: 'You will get no more last-minute offers.',
  settingsOn: 'Last-minute fill turned on.',
  settingsOff: 'Last-minute fill turned off.',
  pastVisits: 'Past visits added.',
};
