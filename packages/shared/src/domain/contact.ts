/**
 * The marketing page's requests (issue 15 item 4, 001 sections 2-5, ADR 0025): a demo of the booking system, or
 * a free consultation at the shop. No zod here: the web app's dialogs read these lists without loading it.
 */

export const CONTACT_KINDS = ['demo', 'consultation'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** 001 section 2 'Free consultation dialog': the service keys and their labels, in the spec's order. */
export const CONSULTATION_SERVICES = [
  { key: 'taglio', label: 'Taglio e Styling' },
  { key: 'barba', label: 'Barba e Grooming' },
  { key: 'colore', label: 'Colorazione' },
  { key: 'trattamenti', label: 'Trattamenti Speciali' },
  { key: 'skincare', label: 'Skin Care' },
  { key: 'altro', label: 'Altro' },
] as const;
export type ConsultationService = (typeof CONSULTATION_SERVICES)[number]['key'];
export const CONSULTATION_SERVICE_KEYS = CONSULTATION_SERVICES.map((s) => s.key) as unknown as readonly [
  ConsultationService,
  ...ConsultationService[],
];

export function consultationServiceLabel(key: string): string {
  return CONSULTATION_SERVICES.find((s) => s.key === key)?.label ?? key;
}

/** 001 section 5 'Consultation': preset slots 9:00 to 11:30 and 14:00 to 18:30, every half hour ("HH:mm"). */
function halfHours(from: number, to: number): string[] {
  const out: string[] = [];
  for (let minutes = from * 60; minutes <= to * 60; minutes += 30) {
    out.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return out;
}
export const CONSULTATION_TIMES = [...halfHours(9, 11.5), ...halfHours(14, 18.5)] as readonly string[];

/** How far ahead a consultation can be asked for (the spec gives only the minimum: today). */
export const CONSULTATION_MAX_DAYS_AHEAD = 365;

/** What the demo form sends as interest (001 section 3 'Demo request'). */
export const DEMO_INTEREST = 'booking-demo';
