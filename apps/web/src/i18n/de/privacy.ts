import type { privacyTexts as it } from '../privacy';
import type { Translation } from '../translation';

// The revised Federal Act on Data Protection in its own German terms (DSG: 'Bearbeitung', 'Verantwortlicher',
// 'Auftragsbearbeiter'; the Code of Obligations is the 'Obligationenrecht'; the FDPIC is the EDÖB).
export const privacyTexts = {
  documentTitle: 'Datenschutzerklärung',
  title: 'Datenschutzerklärung',
  lastModifiedDate: '2026-11-26',
  lastModified: (date: string) => `Letzte Änderung: ${date}`,
  intro: (shop: string) =>
    `Diese Datenschutzerklärung erläutert, welche Personendaten ${shop} erhebt, wenn Sie diese Website und die App ` +
    'nutzen, wozu wir sie verwenden, wem wir sie anvertrauen, wie lange wir sie aufbewahren und welche Rechte Sie ' +
    'nach dem Bundesgesetz über den Datenschutz haben (revidiertes DSG, in Kraft seit 1. September 2023).',
  controller: (shop: string) =>
    `Verantwortlich für die Datenbearbeitung ist ${shop}; die Kontaktangaben finden Sie unten auf der Seite unter «Kontakt».`,
  shopFallback: 'das Geschäft',
  toc: 'Inhalt',
  backHome: 'Zur Startseite',

  collected: {
    title: 'Erhobene Daten',
    intro: 'Wir erheben nur die Daten, die Sie uns geben oder die für die gewünschte Leistung nötig sind:',
    items: [
      {
        title: 'Buchungen',
        text: 'Vorname, Nachname, E-Mail, Telefon, Leistung, Coiffeur, Datum und Uhrzeit, allfällige Bemerkungen; auch bei Buchungen als Gast ohne Konto.',
      },
      {
        title: 'Kundenkonto',
        text: 'Vorname, Nachname, E-Mail, Telefon und Passwort (nur in nicht umkehrbar verschlüsselter Form gespeichert), Ihre Buchungen, Bestellungen und Einträge auf der Warteliste.',
      },
      {
        title: 'Profilbild',
        text: 'das Foto, das Sie als Avatar hochladen (freiwillig).',
      },
      {
        title: 'Bestellungen im Online-Shop',
        text: 'Produkte, Mengen und Beträge sowie die Kontakt- und Lieferangaben, die Sie eingeben (Name, Adresse, PLZ, Ort, E-Mail, Telefon).',
      },
      {
        title: 'Zahlungen',
        text: 'Online-Zahlungen mit Karte oder TWINT laufen über den Zahlungsanbieter: Wir erhalten nur das Ergebnis, den Betrag, die Zahlungsart und die Zahlungsreferenz. Ihre Kartendaten gelangen nie auf unsere Server.',
      },
      {
        title: 'Warteliste',
        text: 'Leistung, Coiffeur, bevorzugte Tage und Zeitfenster, Bemerkungen.',
      },
      {
        title: 'Bewerbungen',
        text: 'die Angaben aus dem Formular «Bei uns arbeiten» (Vorname, Nachname, Nationalität, Arbeitsbewilligung, Zivilstand, Kinder, Adresse, Telefon, E-Mail, Social-Media-Profile) und die Fotos der Arbeitsproben.',
      },
      {
        title: 'Kontakt-, Demo- und Beratungsanfragen',
        text: 'Name, E-Mail, Telefon, Name des Salons, die Nachricht und, bei einer Beratung, die gewünschte Leistung, das Datum und die Uhrzeit.',
      },
      {
        title: 'Virtueller Assistent',
        text: 'die Fragen, die Sie im Chat schreiben, und die Antworten, verknüpft mit einer zufälligen Sitzungskennung.',
      },
      {
        title: 'E-Mails und SMS',
        text: 'Empfänger und Text der Bestätigungen, Erinnerungen und weiteren Mitteilungen, die wir Ihnen senden.',
      },
      {
        title: 'Technische Daten',
        text: 'IP-Adresse, aufgerufene Seite, Datum und Uhrzeit; der Server verwendet sie nur für die Sicherheit und zur Eindämmung von Missbrauch.',
      },
    ],
  },

  use: {
    title: 'Wie wir die Daten verwenden',
    intro: 'Wir verwenden die Daten nur zu diesen Zwecken, nie um sie zu verkaufen oder ein Profil von Ihnen zu erstellen:',
    items: [
      {
        title: 'Zur Erbringung unserer Leistung (Vertrag)',
        text: 'Buchungen, Änderungen und Absagen, Bestellungen, Zahlungen, Ihr Konto und die Warteliste verwalten; Ihnen Bestätigungen und Erinnerungen per E-Mail und SMS senden.',
      },
      {
        title: 'Aufgrund unseres berechtigten Interesses',
        text: 'Ihre Anfragen beantworten, die Website vor Missbrauch schützen, interne Statistiken des Geschäfts führen (in zusammengefasster Form) und eingehende Bewerbungen prüfen.',
      },
      {
        title: 'Mit Ihrer Einwilligung',
        text: 'freiwillige Cookies (siehe unten) und freiwillige E-Mails; Sie können Ihre Einwilligung jederzeit widerrufen, zum Beispiel mit dem Abmeldelink am Ende der E-Mails.',
      },
      {
        title: 'Aufgrund gesetzlicher Pflichten',
        text: 'Geschäftsunterlagen (bezahlte Termine, Bestellungen, Zahlungen) aufbewahren, wie es das Obligationenrecht vorschreibt.',
      },
    ],
    processorsTitle: 'Wem wir die Daten anvertrauen',
    processorsIntro:
      'Einige Anbieter bearbeiten Daten in unserem Auftrag (Auftragsbearbeiter), nur für die genannte Leistung und nach unseren Weisungen:',
    processors: [
      {
        title: 'Stripe',
        text: 'Online-Zahlungen mit Karte und TWINT; die Kartendaten werden direkt bei Stripe eingegeben.',
      },
      {
        title: 'E-Mail-Anbieter',
        text: 'Versand der E-Mails (Bestätigungen, Erinnerungen, Antworten auf Anfragen).',
      },
      { title: 'Twilio', text: 'Versand der SMS zur Bestätigung und Erinnerung.' },
      { title: 'Hosting-Anbieter', text: 'Server und Datenbank, auf denen die Website und die App laufen.' },
    ],
    abroad:
      'Einige Anbieter (zum Beispiel Stripe und Twilio) können Daten im Ausland bearbeiten, auch in den USA. ' +
      'Daten übermitteln wir nur in Länder, deren Datenschutz der Bundesrat als angemessen anerkannt hat, oder mit ' +
      'geeigneten Garantien, etwa der Zertifizierung nach dem Swiss-U.S. Data Privacy Framework oder Standardvertragsklauseln.',
  },

  cookies: {
    title: 'Cookies',
    intro:
      'Die Website verwendet Cookies und den lokalen Speicher des Browsers. Ohne Ihre Einwilligung verwenden wir nur ' +
      'die notwendigen; zurzeit verwenden wir keine Statistik-, Werbe- oder Präferenz-Cookies.',
    items: [
      {
        title: 'Notwendig',
        text: 'Sie halten Sie in Ihrem Konto angemeldet (ein sicheres, geschütztes Sitzungscookie) und merken sich das helle oder dunkle Design, den Warenkorb, die laufende Buchung und Ihre Cookie-Auswahl. Sie sind immer aktiv.',
      },
      {
        title: 'Statistik',
        text: 'Besuchsstatistiken, um die Website zu verbessern. Nur mit Ihrer Einwilligung; zurzeit verwenden wir keine.',
      },
      {
        title: 'Werbung',
        text: 'Personalisierte Inhalte und Angebote auf anderen Websites. Nur mit Ihrer Einwilligung; zurzeit verwenden wir keine.',
      },
      {
        title: 'Präferenzen',
        text: 'Sie merken sich freiwillige Einstellungen, damit die Website bequemer wird. Nur mit Ihrer Einwilligung; zurzeit verwenden wir keine.',
      },
    ],
    manage: 'Sie können Ihre Auswahl jederzeit ändern:',
    openSettings: 'Cookie-Einstellungen',
  },

  retention: {
    title: 'Aufbewahrung und Sicherheit',
    intro: 'Wir bewahren die Daten nur so lange auf wie nötig; danach löschen wir sie automatisch:',
    items: [
      {
        title: 'Konto und Profilbild',
        text: 'solange Sie ein Konto haben; Sie können es jederzeit in Ihrem Profil löschen.',
      },
      {
        title: 'Termine, Bestellungen und Zahlungen',
        text: '10 Jahre, als Geschäftsunterlagen; löschen Sie Ihr Konto, bleiben sie ohne Ihren Namen und Ihre Kontaktangaben erhalten.',
      },
      { title: 'Bewerbungen und Fotos', text: 'nach 90 Tagen automatisch gelöscht.' },
      { title: 'Unterhaltungen mit dem virtuellen Assistenten', text: 'nach 30 Tagen gelöscht.' },
      { title: 'Kontakt-, Demo- und Beratungsanfragen', text: 'nach 12 Monaten gelöscht.' },
      {
        title: 'Warteschlange ohne Termin',
        text: 'Name und Telefon nach 24 Stunden gelöscht; wurden Sie bedient, bleibt der Termin wie alle anderen erhalten.',
      },
      {
        title: 'Versendete E-Mails und SMS',
        text: 'Empfänger und Text nach 30 Tagen gelöscht; es bleibt nur eine Zählung ohne Personendaten.',
      },
      {
        title: 'Technische Daten und Sitzungen',
        text: 'technische Kopien der Buchungen 24 Stunden; Sitzungen, Links zum Zurücksetzen des Passworts und Links zur Bestätigung der E-Mail-Adresse bis einen Tag nach ihrem Ablauf.',
      },
    ],
    security:
      'Die Website verwendet nur verschlüsselte Verbindungen (HTTPS). Passwörter werden mit einem modernen ' +
      'Hash-Verfahren gespeichert, der Zugriff auf die Daten ist auf das Personal beschränkt, das ihn für seine Aufgabe ' +
      'braucht, und hochgeladene Fotos werden geprüft, verkleinert und von Metadaten (zum Beispiel dem Standort) befreit.',
  },

  rights: {
    title: 'Ihre Rechte',
    intro: 'Nach dem DSG können Sie jederzeit:',
    items: [
      { title: 'Auskunft', text: 'erfahren, welche Daten wir über Sie speichern und wie wir sie verwenden.' },
      {
        title: 'Berichtigung',
        text: 'unrichtige Daten berichtigen lassen; Name und Telefon ändern Sie auch selbst in Ihrem Profil.',
      },
      {
        title: 'Löschung',
        text: 'Ihre Daten löschen lassen, ausser jene, die wir von Gesetzes wegen aufbewahren müssen; im Profil mit «Konto löschen».',
      },
      {
        title: 'Datenherausgabe und -übertragung',
        text: 'Ihre Daten in einem gängigen elektronischen Format erhalten; im Profil mit «Meine Daten herunterladen».',
      },
      {
        title: 'Widerspruch und Widerruf',
        text: 'einer Bearbeitung widersprechen und eine erteilte Einwilligung widerrufen, ohne Wirkung auf die bis dahin erfolgte Bearbeitung.',
      },
    ],
    howTo:
      'Um Ihre Rechte auszuüben, schreiben Sie uns an die unten stehenden Kontaktangaben: Wir antworten in der Regel ' +
      'innert 30 Tagen. Wir können Sie bitten, Ihre Identität nachzuweisen.',
    complaint:
      'Wenn Sie der Meinung sind, dass wir Ihre Daten nicht rechtskonform bearbeiten, können Sie sich an den ' +
      'Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1, 3003 Bern, wenden:',
    complaintLink: 'www.edoeb.admin.ch',
    complaintHref: 'https://www.edoeb.admin.ch',
    newTab: '(öffnet in einem neuen Tab)',
  },

  changes: {
    title: 'Änderungen',
    text:
      'Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder das Gesetz ändern. Gültig ist immer ' +
      'die auf dieser Seite veröffentlichte Fassung, mit dem oben angegebenen Datum der letzten Änderung.',
  },

  contact: {
    title: 'Kontakt',
    intro: 'Für Fragen zum Datenschutz oder um Ihre Rechte auszuüben:',
    email: 'E-Mail',
    phone: 'Telefon',
    loading: 'Kontaktangaben werden geladen…',
    pending: 'Die Kontaktangaben des Geschäfts werden nach Abschluss der Einrichtung veröffentlicht.',
    failed: 'Die Kontaktangaben des Geschäfts konnten nicht geladen werden. Versuchen Sie es später erneut.',
  },
} as const satisfies Translation<typeof it>;
