import { formatPhone } from '@barber/shared/domain/phone-format';
import {
  MARITAL_STATUS_LABELS,
  SOCIAL_PLATFORM_LABELS,
  WORK_PERMIT_LABELS,
  YES_NO_LABELS,
  type MaritalStatus,
  type SocialPlatform,
  type WorkPermit,
} from '@barber/shared/domain/job-application';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, whenInShop, type ShopContact } from './layout';

/*
 * The two job-application emails (001 section 7, ADR 0024), through the layout (ADR 0019): (a) the application to
 * the shop's recruiting address with every field of the spec and the photo links, (b) the confirmation to the
 * candidate. Both always go (no opt-out: the candidate asked for them).
 */

export interface ApplicationFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationality: string;
  address: string;
  workPermit: WorkPermit;
  maritalStatus: MaritalStatus;
  hasChildren: boolean;
  childrenNumber: number | null;
  socialProfiles: { platform: SocialPlatform; url: string }[];
  /** Absolute links to the photos. */
  photoUrls: string[];
  createdAt: Date;
}

/** "mercoledì, 3 giugno 2026 alle 14:30", the shop's clock (the spec's application_date in the Italian locale). */
const applicationDate = (facts: ApplicationFacts, shop: ShopContact) => {
  const when = whenInShop(facts.createdAt, shop.timeZone);
  return `${when.longDate} alle ${when.time}`;
};

/** (a) to_email, candidate_*, work_permit, marital_status, has_children, children_number, social_profiles, portfolio_images, application_date, portfolio_count. */
export function recruitingEmail(shop: ShopContact, to: string, facts: ApplicationFacts, adminUrl: string): EmailMessage {
  const name = `${facts.firstName} ${facts.lastName}`;
  const social = facts.socialProfiles.length
    ? facts.socialProfiles.map((p) => `${SOCIAL_PLATFORM_LABELS[p.platform]}: ${p.url}`).join('\n')
    : 'Nessuno';
  return {
    to,
    kind: 'job-application',
    subject: `Nuova candidatura: ${name}`,
    ...renderEmail(shop, {
      greeting: '',
      intro: [`È arrivata una nuova candidatura spontanea dalla pagina "Lavora con Noi".`],
      details: [
        ['Candidato', name],
        ['Email', facts.email],
        ['Telefono', formatPhone(facts.phone)],
        ['Nazionalità', facts.nationality],
        ['Indirizzo', facts.address],
        ['Permesso di lavoro', WORK_PERMIT_LABELS[facts.workPermit]],
        ['Stato civile', MARITAL_STATUS_LABELS[facts.maritalStatus]],
        ['Figli', YES_NO_LABELS[facts.hasChildren ? 'si' : 'no']],
        ['Numero di figli', facts.childrenNumber === null ? 'N/A' : String(facts.childrenNumber)],
        ['Data candidatura', applicationDate(facts, shop)],
        ['Foto del portfolio', String(facts.photoUrls.length)],
      ],
      outro: [
        `Profili social:\n${social}`,
        `Foto del portfolio:\n${facts.photoUrls.join('\n')}`,
        `Tutte le candidature sono anche nel pannello di amministrazione, scheda "Candidature":\n${adminUrl}`,
        'La candidatura e le foto vengono eliminate automaticamente 90 giorni dopo l’invio.',
      ],
    }),
  };
}

/** (b) to_email, candidate_name (first name), company_name, message, application_date. */
export function candidateConfirmationEmail(shop: ShopContact, facts: ApplicationFacts): EmailMessage {
  return {
    to: facts.email,
    kind: 'job-application-confirmation',
    subject: `Abbiamo ricevuto la tua candidatura - ${shop.name}`,
    ...renderEmail(shop, {
      greeting: `Ciao ${facts.firstName},`,
      intro: [
        `grazie per aver inviato la tua candidatura a ${shop.name}! La valuteremo con attenzione e ti contatteremo presto.`,
      ],
      details: [
        ['Data candidatura', applicationDate(facts, shop)],
        ['Foto inviate', String(facts.photoUrls.length)],
      ],
      outro: [
        'Useremo i tuoi dati solo per valutare la candidatura e non li condivideremo con terzi. La candidatura e le foto vengono eliminate automaticamente dopo 90 giorni.',
      ],
    }),
  };
}
