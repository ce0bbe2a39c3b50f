import type { adminShopSettings as it } from '../admin-shop-settings';
import type { Translation } from '../translation';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const adminShopSettings = {
  title: 'Das Geschäft',
  intro:
    'Name, Kontakt, Öffnungszeiten und Buchungsregeln: Was Sie speichern, gilt sofort für die Startseite, die Buchungen, die E-Mails, die Visitenkarte und den Assistenten.',
  details: 'Angaben zum Geschäft',
  name: 'Name des Geschäfts',
  tagline: 'Slogan (freiwillig)',
  address: 'Adresse',
  postalCode: 'PLZ',
  city: 'Ort',
  phone: 'Telefon',
  email: 'E-Mail',
  social: 'Social-Media-Profile',
  socialHint: 'Vollständige Adresse des Profils; leer lassen, wenn es keines gibt.',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  hours: 'Öffnungszeiten',
  hoursHint:
    'Die Arbeitszeiten der Coiffeure müssen innerhalb dieser Zeiten liegen. Eine Pause schliesst das Geschäft in diesem Zeitfenster für alle.',
  booking: 'Buchungsregeln',
  windowDays: 'Wie viele Tage im Voraus buchbar',
  windowHint: 'Von heute bis zu dieser Anzahl Tage.',
  notice: 'Frist für Online-Änderungen (Stunden)',
  noticeHint: 'Danach muss der Kunde das Geschäft anrufen. 0 = bis zum Beginn immer möglich.',
  step: 'Abstand zwischen den buchbaren Zeiten',
  minutes: (n: number) => `${n} Minuten`,
  save: 'Geschäft speichern',
  saving: 'Wird gespeichert…',
  checking: 'Termine werden geprüft…',
  saved: 'Einstellungen gespeichert',
  saveError: 'Die Einstellungen konnten nicht gespeichert werden. Versuchen Sie es erneut.',
  loading: 'Angaben des Geschäfts werden geladen…',
  loadError: 'Die Angaben des Geschäfts konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  conflicts: {
    title: 'Die neuen Öffnungszeiten schliessen etwas aus',
    message:
      'Prüfen Sie vor dem Speichern die Liste. Beim Speichern werden die Arbeitszeiten der Coiffeure an die neuen Öffnungszeiten angepasst und sie erhalten eine E-Mail; die Termine bleiben gebucht.',
    barbers: (n: number) => `Coiffeure mit Arbeitszeiten ausserhalb der neuen Öffnungszeiten (${n})`,
    appointments: (n: number) => `Termine ausserhalb der neuen Öffnungszeiten (${n})`,
    appointment: (date: string, time: string, service: string) => `${date} um ${time} Uhr · ${service}`,
    who: (customer: string, barber: string) => `${customer || 'Kunde ohne Namen'} bei ${barber}`,
    count: (barbers: number, appointments: number) =>
      `${plural(barbers, 'Coiffeur', 'Coiffeure')}, ${plural(appointments, 'Termin', 'Termine')}`,
    confirm: 'Trotzdem speichern',
    cancel: 'Zurück zu den Öffnungszeiten',
    close: 'Schliessen',
  },
} satisfies Translation<typeof it>;
