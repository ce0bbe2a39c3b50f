/**
 * When the reminders go (issue 13 item 2, ADR 0019): whole hours before the appointment, 0 = that reminder is
 * off. The bounds are the database's (migration 0014's CHECKs); the choices are what the admin's 'Notifiche' card
 * offers. The API accepts any whole hour within the bounds, so a value set another way is shown as it is.
 * No zod here: the web app reads these without the validation library.
 */
export const REMINDER_EMAIL_HOURS = { min: 0, max: 168, default: 24 } as const;
export const REMINDER_SMS_HOURS = { min: 0, max: 48, default: 2 } as const;

export const REMINDER_EMAIL_CHOICES: readonly number[] = [0, 1, 2, 3, 6, 12, 24, 48];
export const REMINDER_SMS_CHOICES: readonly number[] = [0, 1, 2, 3, 6, 12];

export interface ReminderSettings {
  reminderEmailHours: number;
  reminderSmsHours: number;
}

/** The card's choices, plus the current value when it is not one of them (so the select shows what is stored). */
export function reminderChoices(choices: readonly number[], current: number | undefined): number[] {
  const all = current === undefined || choices.includes(current) ? [...choices] : [...choices, current];
  return all.sort((a, b) => a - b);
}
