import type { adminSettings as it } from '../admin-settings';
import type { Translation } from '../translation';

const hoursLabel = (hours: number) => (hours === 0 ? 'Deaktiviert' : hours === 1 ? '1 Stunde' : `${hours} Stunden`);

export const adminSettings = {
  tabLabel: 'Einstellungen',
  title: 'Einstellungen',
  intro: 'Die Einstellungen des Geschäfts, die für alle Kunden gelten.',
  notifications: {
    title: 'Benachrichtigungen',
    intro: 'Wann die Kunden die Erinnerung an ihren Termin erhalten: wie viele Stunden vor Beginn.',
    email: 'Erinnerung per E-Mail',
    emailHint: 'Eine E-Mail mit den Angaben und dem Link, um den Termin zu verwalten.',
    sms: 'Erinnerung per SMS',
    smsHint: 'Eine kurze SMS an Kunden, die eine Handynummer angegeben haben.',
    hours: hoursLabel,
    planNote: 'Jede versendete SMS zählt zum SMS-Kontingent Ihres Plans (die E-Mails zu dem der E-Mails).',
    appliesNote: 'Die Änderungen gelten für Erinnerungen, die noch nicht versendet wurden.',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    saved: 'Einstellungen gespeichert',
    saveError: 'Die Einstellungen konnten nicht gespeichert werden. Versuchen Sie es erneut.',
    loading: 'Einstellungen werden geladen…',
    loadError: 'Die Einstellungen der Benachrichtigungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  deposit: {
    title: 'Anzahlung gegen Ausfälle',
    intro:
      'Verlangen Sie von Kunden, die nicht erscheinen oder kurzfristig absagen, eine Anzahlung, online mit Karte oder TWINT bezahlt. Die Anzahlung wird vom Preis im Geschäft abgezogen.',
    enabled: 'Anzahlung verlangen',
    enabledHint: 'Ist sie ausgeschaltet, bezahlt kein Kunde eine Anzahlung.',
    kind: 'Art der Anzahlung',
    kinds: { fixed: 'Fester Betrag', percent: 'Prozent des Preises' },
    fixedAmount: 'Betrag (CHF)',
    percent: 'Prozentsatz (%)',
    threshold: 'Verpasste Termine',
    thresholdHint: 'Anzahl Nichterscheinen und kurzfristige Absagen der letzten 12 Monate, ab der eine Anzahlung verlangt wird.',
    firstTimeAtPeak: 'Auch von Neukunden zu Stosszeiten',
    firstTimeAtPeakHint: 'Wer noch keinen Besuch abgeschlossen hat, bezahlt eine Anzahlung, wenn er zu diesen Zeiten bucht.',
    peakDays: 'Stosstage',
    peakFrom: 'Von',
    peakTo: 'Bis',
    terms:
      'Beim Bezahlen akzeptiert der Kunde, dass die Anzahlung beim Geschäft bleibt, wenn er nicht erscheint oder nicht fristgerecht absagt; sagen Sie ab, wird sie zurückerstattet.',
    save: 'Anzahlung speichern',
    saving: 'Wird gespeichert…',
    saved: 'Anzahlung gespeichert',
    saveError: 'Die Anzahlung konnte nicht gespeichert werden. Versuchen Sie es erneut.',
    loading: 'Einstellungen werden geladen…',
    loadError: 'Die Einstellungen der Anzahlung konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  teamNotices: {
    title: 'Hinweise an das Team',
    intro:
      'Jeder Coiffeur erhält eine E-Mail und einen Hinweis im Bereich, wenn einer seiner Termine gebucht, abgesagt oder verschoben wird.',
    ownerCopy: 'Kopie an die Inhaberin oder den Inhaber',
    ownerCopyHint: 'Erhalten Sie per E-Mail ebenfalls eine Kopie jedes Hinweises an die Coiffeure.',
    within48h: 'Nur für die nächsten 48 Stunden',
    within48hHint:
      'Die Coiffeure erhalten die E-Mail nur, wenn der Termin in den nächsten 48 Stunden liegt; der Hinweis im Bereich kommt immer.',
    planNote: 'Jede versendete E-Mail zählt zum E-Mail-Kontingent Ihres Plans.',
    saved: 'Einstellungen gespeichert',
    saveError: 'Die Einstellungen konnten nicht gespeichert werden. Versuchen Sie es erneut.',
    loading: 'Einstellungen werden geladen…',
    loadError: 'Die Einstellungen der Hinweise konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
} satisfies Translation<typeof it>;
