import { formatPhone } from '@barber/shared/domain/phone-format';
import {
  SOCIAL_PLATFORM_LABELS,
  type MaritalStatus,
  type SocialPlatform,
  type WorkPermit,
} from '@barber/shared/domain/job-application';
import type { Language } from '@barber/shared/messages/languages';
import { opsTexts } from '../../../infra/languages';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, whenInShop, type ShopContact } from './layout';
import { mailTexts } from './texts';

/*
 * The two job-application emails (001 section 7, ADR 0024), through the layout (ADR 0019): (a) the application to
 * the shop's recruiting address with every field of the spec and the photo links, (b) the confirmation to the
 * candidate. Both always go (no opt-out: the candidate asked for them): the first in the owner's language, the second
 * in the language of the page the candidate applied from (ADR 0072).
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
const applicationDate = (facts: ApplicationFacts, shop: ShopContact, lang: Language) => {
  const when = whenInShop(facts.createdAt, shop.timeZone, lang);
  return mailTexts[lang].at(when.longDate, when.time);
};

/**
 * (a) to_email, candidate_*, work_permit, marital_status, has_children, children_number, social_profiles,
 * portfolio_images, application_date, portfolio_count; in the owner's language.
 */
export function recruitingEmail(
  shop: ShopContact,
  to: string,
  facts: ApplicationFacts,
  adminUrl: string,
  lang: Language = 'it',
): EmailMessage {
  const texts = opsTexts[lang].application;
  const rows = opsTexts[lang].rows;
  const name = `${facts.firstName} ${facts.lastName}`;
  const platform = (p: SocialPlatform) => (p === 'altro' ? texts.otherPlatform : SOCIAL_PLATFORM_LABELS[p]);
  const social = facts.socialProfiles.length
    ? facts.socialProfiles.map((p) => `${platform(p.platform)}: ${p.url}`).join('\n')
    : texts.noSocial;
  return {
    to,
    kind: 'job-application',
    subject: texts.ownerSubject(name),
    ...renderEmail(
      shop,
      {
        greeting: '',
        intro: [texts.ownerIntro],
        details: [
          [texts.candidate, name],
          [rows.email, facts.email],
          [rows.phone, formatPhone(facts.phone)],
          [texts.nationality, facts.nationality],
          [texts.address, facts.address],
          [texts.workPermit, texts.workPermits[facts.workPermit]],
          [texts.maritalStatus, texts.maritalStatuses[facts.maritalStatus]],
          [texts.children, texts.hasChildren[facts.hasChildren ? 'si' : 'no']],
          [texts.childrenNumber, facts.childrenNumber === null ? texts.notApplicable : String(facts.childrenNumber)],
          [texts.date, applicationDate(facts, shop, lang)],
          [texts.photos, String(facts.photoUrls.length)],
        ],
        outro: [
          texts.social(social),
          texts.photoLinks(facts.photoUrls.join('\n')),
          texts.inPanel(adminUrl),
          texts.deletedAfter,
        ],
      },
      lang,
    ),
  };
}

/** (b) to_email, candidate_name (first name), company_name, message, application_date; in the page's language. */
export function candidateConfirmationEmail(shop: ShopContact, facts: ApplicationFacts, lang: Language = 'it'): EmailMessage {
  const texts = opsTexts[lang].application;
  return {
    to: facts.email,
    kind: 'job-application-confirmation',
    subject: texts.subject(shop.name),
    ...renderEmail(
      shop,
      {
        greeting: mailTexts[lang].layout.hello(facts.firstName),
        intro: [texts.thanks(shop.name)],
        details: [
          [texts.date, applicationDate(facts, shop, lang)],
          [texts.photosSent, String(facts.photoUrls.length)],
        ],
        outro: [texts.privacy],
      },
      lang,
    ),
  };
}
