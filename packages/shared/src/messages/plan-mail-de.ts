import type { Catalogue } from './catalogue';
import type { PlanMailTexts } from './plan-mail-it';

/** planMailTextsIt in German (de-CH). */
export const planMailTextsDe: Catalogue<PlanMailTexts> = {
  renewsOn: (plan, date, price) => `Ihr Abo ${plan} wird am ${date} automatisch verlängert (${price}).`,
  endsOn: (plan, date) =>
    `Ihr Abo ${plan} endet am ${date}. Verlängern Sie es, damit Sie den Zugang zum Dashboard behalten.`,
  renewed: (plan, price) => `Ihr Abo ${plan} wurde verlängert: ${price} belastet.`,
  expiredOn: (plan, date) =>
    `Ihr Abo ${plan} ist am ${date} abgelaufen. Wählen Sie ein Abo, um das Dashboard wieder freizuschalten.`,
  failedSubject: 'Verlängerung des Abos fehlgeschlagen',
  failed: (plan, price, why) => `Die Verlängerung des Abos ${plan} (${price}) wurde nicht belastet: ${why}`,
  needsAuthentication:
    'Die Bank verlangt eine Bestätigung durch die Karteninhaberin oder den Karteninhaber (3D Secure), die ohne Sie nicht möglich ist.',
  methodUnusable: 'Die gespeicherte Zahlungsart kann nicht mehr verwendet werden.',
  payAgain: (blocked) => `${blocked}: Wählen Sie das Abo und bezahlen Sie es auf der Seite Abo.`,
};
