import type { Language } from '@barber/shared/messages/languages';
import { mailTextsIt, type MailTexts } from '@barber/shared/messages/mail-it';
import { mailTextsDe } from '@barber/shared/messages/mail-de';
import { mailTextsEn } from '@barber/shared/messages/mail-en';
import { mailTextsFr } from '@barber/shared/messages/mail-fr';
import type { Catalogue } from '@barber/shared/messages/catalogue';

/** The emails', SMS' and invitations' texts in each language (ADR 0066): the recipient's language picks one. */
export const mailTexts: Record<Language, Catalogue<MailTexts>> = {
  it: mailTextsIt,
  de: mailTextsDe,
  fr: mailTextsFr,
  en: mailTextsEn,
};
