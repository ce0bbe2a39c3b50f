import type { Catalogue } from './catalogue';
import type { lastMinuteTextsIt } from './last-minute-it';

/** lastMinuteTextsIt in German (de-CH). */
export const lastMinuteTextsDe: Catalogue<typeof lastMinuteTextsIt> = {
  subject: (when) => `Ein Termin ist frei geworden: ${when}`,
  greeting: (firstName) => `Guten Tag ${firstName},`,
  intro: (shopName) => `Ihr letzter Besuch bei ${shopName} liegt eine Weile zurück: Eben ist ein Termin frei geworden, und wir haben an Sie gedacht.`,
  service: 'Leistung',
  barber: 'Coiffeur',
  when: 'Wann',
  at: (date, time) => `${date} um ${time}`,
  book: (url) => `Zum Buchen genügt ein Tippen:\n${url}`,
  firstCome: 'Der Termin geht an die Person, die zuerst tippt: Ist Ihnen jemand zuvorgekommen, zeigt der Link andere freie Zeiten.',
  stopText: 'Sie möchten keine Last-Minute-Angebote mehr erhalten?',
  sms: (when, service, url, stopUrl) =>
    `Ein Termin ist frei geworden: ${when} (${service}). Wer zuerst tippt, bucht ihn: ${url} Keine Angebote mehr: ${stopUrl}`,
  booked: 'Termin erfolgreich gebucht!',
  stopped: 'Erledigt: Sie erhalten keine Last-Minute-Angebote mehr. In Ihrem Profil können Sie sie wieder einschalten.',
  choiceOn: 'Sie erhalten Last-Minute-Angebote, wenn ein Termin frei wird.',
  choiceOff: 'Sie erhalten keine Last-Minute-Angebote mehr.',
  settingsOn: 'Last-Minute-Auffüllen eingeschaltet.',
  settingsOff: 'Last-Minute-Auffüllen ausgeschaltet.',
  pastVisits: 'Frühere Besuche hinzugefügt.',
};
