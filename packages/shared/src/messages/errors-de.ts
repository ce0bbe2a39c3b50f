import type { ErrorCode } from './error-codes';
import type { bookingRuleMessagesIt, inputMessagesIt } from './it';
import { transportMessagesDe } from './transport-de';

/** it.ts in German (Swiss usage: 'Termin', 'ss' for 'ß', the polite 'Sie'). */
export const errorMessagesDe: Record<ErrorCode, string> = {
  VALIDATION: 'Ungültige Angaben. Bitte prüfen Sie die markierten Felder.',
  BAD_JSON: 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.',
  SLOT_PARAMS_MISSING: 'Fehlende Angaben für die Abfrage der freien Zeiten',
  OUTSIDE_BOOKING_WINDOW:
    'Sie können nur von heute bis 30 Tage im Voraus buchen. Bitte wählen Sie ein anderes Datum.',
  INVALID_CREDENTIALS: 'E-Mail oder Passwort nicht korrekt.',
  UNAUTHENTICATED: transportMessagesDe.UNAUTHENTICATED,
  TOKEN_EXPIRED: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
  REFRESH_INVALID: 'Sitzung ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  WRONG_PASSWORD: 'Das aktuelle Passwort ist nicht korrekt.',
  FORBIDDEN: 'Sie haben keine Berechtigung für diesen Vorgang.',
  NOT_FOUND: 'Nicht gefunden.',
  ROUTE_NOT_FOUND: 'Diese API-Adresse gibt es nicht.',
  BARBER_NOT_FOUND: 'Barbier nicht gefunden',
  SERVICE_NOT_FOUND: 'Dienstleistung nicht gefunden',
  APPOINTMENT_NOT_FOUND: 'Termin nicht gefunden',
  USER_NOT_FOUND: 'Benutzer nicht gefunden',
  ABSENCE_NOT_FOUND: 'Abwesenheit nicht gefunden',
  BARBER_PROFILE_MISSING: 'Zu diesem Konto wurde kein Barbier-Profil gefunden.',
  STATUS_CHANGE_FORBIDDEN: 'Sie können nur Ihre eigenen Termine als erledigt oder storniert markieren.',
  EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  SLOT_TAKEN: 'Diese Zeit wurde soeben von einer anderen Person gebucht. Bitte wählen Sie eine andere Zeit.',
  SLOT_UNAVAILABLE: 'Die gewählte Zeit ist nicht verfügbar. Bitte wählen Sie eine andere Zeit.',
  IDEMPOTENCY_MISMATCH: 'Diese Anfrage wurde bereits mit anderen Angaben gesendet.',
  CONFLICT: 'Der Vorgang passt nicht zum aktuellen Stand. Bitte neu laden und erneut versuchen.',
  TOO_LATE_TO_MODIFY:
    'Der Termin kann nicht mehr geändert werden, da es weniger als 24 Stunden bis dahin sind',
  TOO_LATE_TO_CANCEL:
    'Der Termin kann nicht mehr storniert werden, da es weniger als 24 Stunden bis dahin sind',
  NOT_MODIFIABLE: 'Nur ausstehende oder bestätigte Termine können geändert werden.',
  NOT_CANCELLABLE: 'Nur ausstehende oder bestätigte Termine können storniert werden.',
  ABSENCE_CONFLICT:
    'Die Abwesenheit kann erst erfasst werden, wenn diese Termine verschoben oder storniert sind',
  VACATION_CONFLICT:
    'Die Ferien überschneiden sich mit gebuchten Terminen: Bestätigen Sie, um sie trotzdem zu speichern.',
  BARBER_EMAIL_TAKEN: 'Es gibt bereits einen Barbier mit dieser E-Mail-Adresse.',
  ACCOUNT_ALREADY_LINKED:
    'Das Konto mit dieser E-Mail-Adresse ist bereits mit einem anderen Barbier verknüpft.',
  SERVICE_NAME_TAKEN: 'Es gibt bereits eine Dienstleistung mit diesem Namen.',
  STATUS_FINAL: 'Stornierte Termine können nicht mehr geändert werden.',
  APPOINTMENT_NOT_STARTED:
    'Ein Termin, der noch nicht begonnen hat, kann nicht als erledigt markiert werden.',
  STATUS_COMPLETED:
    'Ein erledigter Termin bleibt erledigt: Nur der Inhaber kann ihn korrigieren, mit Angabe des Grundes.',
  STATUS_TRANSITION_INVALID: 'Dieser Statuswechsel ist für diesen Termin nicht vorgesehen.',
  STATUS_REASON_REQUIRED: 'Bitte geben Sie den Grund an, um einen erledigten Termin zu korrigieren.',
  LAST_ADMIN: 'Es muss mindestens ein aktiver Administrator bleiben.',
  OWN_ACCOUNT:
    'Sie können Ihre eigene Administratorrolle nicht entfernen und Ihr eigenes Konto nicht löschen.',
  SETUP_DONE: 'Die Ersteinrichtung ist bereits abgeschlossen. Melden Sie sich mit dem Administratorkonto an.',
  SETUP_CODE_INVALID:
    'Ungültiger Einrichtungscode. Sie finden ihn im Terminal oder im Server-Log, wo er beim Start ausgegeben wird.',
  RESET_TOKEN_INVALID:
    'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu gross.',
  UNSUPPORTED_MEDIA_TYPE: 'Format der Anfrage nicht unterstützt.',
  RATE_LIMITED: transportMessagesDe.RATE_LIMITED,
  LOGIN_RATE_LIMITED: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.',
  BOOKING_RATE_LIMITED:
    'Zu viele Buchungen mit dieser E-Mail-Adresse oder Telefonnummer. Bitte versuchen Sie es später erneut.',
  INTERNAL: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  UNAVAILABLE: transportMessagesDe.UNAVAILABLE,
  PAYMENT_NOT_FOUND: 'Zahlung nicht gefunden',
  PAYMENT_ALREADY_PROCESSED: 'Zahlung nicht gefunden oder bereits verarbeitet',
  PAYMENT_DECLINED: 'Zahlung abgelehnt. Bitte verwenden Sie eine andere Zahlungsart.',
  PAYMENT_AMOUNT_INVALID:
    'Der Betrag kann nicht online bezahlt werden (mindestens CHF 0.50). Bitte wählen Sie die Zahlung vor Ort.',
  REFUND_TOO_LARGE: 'Die Rückerstattung übersteigt den noch erstattbaren Betrag dieser Zahlung.',
  WEBHOOK_SIGNATURE_INVALID: 'Signatur der Zahlungsmeldung ungültig oder abgelaufen.',
  PAYMENT_NOT_CONFIRMABLE: 'Die Zahlung kann in ihrem aktuellen Zustand nicht bestätigt werden.',
  REFUND_NOT_ALLOWED: 'Nur erfolgreiche Zahlungen können zurückerstattet werden.',
  PAYMENT_PROVIDER_ERROR: 'Der Zahlungsdienst antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  PAYMENTS_DISABLED:
    'Zahlungen nicht verfügbar: Online-Zahlungen sind nicht aktiv, Sie können vor Ort bezahlen.',
  MOVE_SLOT_TAKEN:
    'Diese Zeit ist bereits durch einen anderen Termin belegt: Der Termin wurde nicht verschoben.',
  MANAGE_LINK_NOT_FOUND: 'Termin nicht gefunden: Der Link ist ungültig oder der Termin ist bereits vorbei.',
  MANAGE_LINK_RATE_LIMITED: 'Zu viele ungültige Links von dieser Adresse.',
  IMAGE_INVALID: 'Bitte wählen Sie eine gültige Bilddatei',
  IMAGE_TOO_LARGE: 'Das Bild darf höchstens 5 MB gross sein',
  PRODUCT_NOT_FOUND: 'Produkt nicht gefunden',
  ORDER_NOT_FOUND: 'Bestellung nicht gefunden',
  PRODUCT_UNAVAILABLE:
    'Ein Produkt im Warenkorb ist nicht mehr erhältlich. Bitte aktualisieren Sie den Warenkorb und versuchen Sie es erneut.',
  OUT_OF_STOCK:
    'Menge nicht verfügbar: Ein Produkt im Warenkorb ist ausverkauft oder nur noch in kleinerer Zahl vorrätig.',
  STOCK_NEGATIVE: 'Der Lagerbestand kann nicht unter 0 fallen.',
  ORDER_NOT_PAID: 'Die Zahlung ist nicht abgeschlossen: Die Bestellung wurde nicht erfasst.',
  BAD_URL: 'Ungültige Adresse: Bitte prüfen Sie den Link oder die Kennung.',
  WAITING_ENTRY_FORBIDDEN: 'Sie haben keine Berechtigung, diese Anfrage zu löschen',
  WAITING_ENTRY_NOT_FOUND: 'Anfrage nicht gefunden',
  WAITING_OFFER_NOT_FOUND: 'Angebot nicht gefunden: Der Link ist ungültig.',
  WAITING_OFFER_EXPIRED: 'Das Angebot ist abgelaufen: Die Zeit ist nicht mehr für Sie reserviert.',
  WAITING_OFFER_TAKEN: 'Diese Zeit ist nicht mehr verfügbar.',
  LAST_MINUTE_OFFER_NOT_FOUND: 'Angebot nicht gefunden: Der Link ist ungültig.',
  LAST_MINUTE_TAKEN: 'Bereits gebucht: Jemand hat diese Zeit vor Ihnen genommen.',
  LAST_MINUTE_EXPIRED: 'Das Angebot ist abgelaufen: Die Zeit ist zu nah, um sie hier zu buchen.',
  PLAN_LIMIT_REACHED: 'Limite erreicht. Wechseln Sie auf ein höheres Abo, um weiterzufahren.',
  SUBSCRIPTION_REQUIRED: 'Funktion gesperrt. Aktivieren Sie ein Abo, um darauf zuzugreifen.',
  PLAN_NOT_FOUND: 'Abo nicht gefunden',
  SUBSCRIPTION_NOT_FOUND: 'Abonnement nicht gefunden',
  CONFIRM_TOKEN_INVALID:
    'Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an und fordern Sie in Ihrem Profil mit «Link erneut senden» einen neuen an.',
  CONFIRM_RATE_LIMITED:
    'Sie haben bereits mehrere Bestätigungslinks angefordert. Prüfen Sie auch den Spam-Ordner.',
  BARBER_ACCOUNT_UNCONFIRMED:
    'Es gibt bereits ein Konto mit dieser E-Mail-Adresse, die Adresse ist aber noch nicht bestätigt. Bitten Sie den Barbier, den per E-Mail erhaltenen Bestätigungslink zu öffnen (oder im Profil einen neuen anzufordern), und versuchen Sie es dann erneut.',
  CROSS_SITE_REFUSED:
    'Anfrage von einer anderen Website nicht erlaubt. Öffnen Sie die Seite des Geschäfts und versuchen Sie es erneut.',
  NO_SHOW_NOT_STARTED: 'Ein Termin, der noch nicht begonnen hat, kann nicht als nicht erschienen markiert werden.',
  SERIES_CONFLICT:
    'Inzwischen wurden einige Daten der Serie gebucht: Wählen Sie für diese Daten neu. Es wurde kein Termin erstellt.',
  DEPOSIT_REQUIRED: 'Für diese Buchung ist eine Anzahlung nötig: Bezahlen Sie sie mit Karte oder TWINT, um zu bestätigen.',
};

/** bookingRuleMessagesIt in German. */
export const bookingRuleMessagesDe: typeof bookingRuleMessagesIt = {
  outsideWindow: (days) =>
    `Sie können nur von heute bis ${days} Tage im Voraus buchen. Bitte wählen Sie ein anderes Datum.`,
  tooLateToModify: (hours) =>
    `Der Termin kann nicht mehr geändert werden, da es weniger als ${hours} Stunden bis dahin sind`,
  tooLateToCancel: (hours) =>
    `Der Termin kann nicht mehr storniert werden, da es weniger als ${hours} Stunden bis dahin sind`,
};

/** inputMessagesIt in German. */
export const inputMessagesDe: Record<keyof typeof inputMessagesIt, string> = {
  badCharacters: 'Der Text enthält unzulässige Zeichen.',
};
