import type { unsubscribe as it } from '../unsubscribe';
import type { Translation } from '../translation';

export const unsubscribe = {
  title: 'Abmelden',
  invalidLink: 'Ungültiger Link. Verwenden Sie bitte den Link aus der E-Mail.',
  failure: 'Bei der Abmeldung ist ein Fehler aufgetreten. Versuchen Sie es später erneut.',
  confirm: 'Abmeldung bestätigen',
  doneTitle: 'Abmeldung abgeschlossen',
  intro: 'Möchten Sie an diese Adresse keine Erinnerungen und freiwilligen Mitteilungen mehr erhalten?',
  emailLabel: 'E-Mail',
  pending: 'Abmeldung läuft…',
  doneText: (email: string) =>
    `Die Adresse ${email} wurde aus der Empfängerliste entfernt: Sie erhalten keine Erinnerungen und freiwilligen Mitteilungen mehr.`,
  stillSent: 'Buchungsbestätigungen, Quittungen und E-Mails zum Passwort erhalten Sie weiterhin.',
  home: 'Zur Startseite',
} as const satisfies Translation<typeof it>;
