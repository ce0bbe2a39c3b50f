import { isWebLink, normalizeWebLink } from './text';

/**
 * The job application (001 sections 3, 5, 8 and 9; ADR 0024): the form state, its choices, its limits and the
 * checks in the spec's order. Pure and without zod, so the web modal and the server run the very same checks and
 * show the same first failure.
 */

/** 001 section 9. */
export const JOB_APPLICATION_LIMITS = {
  maxPhotos: 5,
  /** 10 MB, as the spec counts it. */
  maxPhotoBytes: 10_485_760,
  /** The success view closes after this. */
  successCloseMs: 3000,
  minChildren: 1,
  /** Beyond the spec: a generous bound so a typo (500 children) is caught. */
  maxChildren: 30,
  /** Beyond the spec: social profile rows a form may hold. */
  maxSocialProfiles: 10,
} as const;

/** ADR 0024 (and 0009): an application and its photos are deleted this many days after it was sent. */
export const JOB_APPLICATION_RETENTION_DAYS = 90;
/** A photo uploaded but never sent with an application is removed after this many hours. */
export const JOB_APPLICATION_UNSENT_PHOTO_HOURS = 24;

/** The file types the modal accepts (001 section 9); the server judges the content, not the name. */
export const JOB_APPLICATION_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

export const WORK_PERMITS = ['si', 'no', 'in-corso'] as const;
export const MARITAL_STATUSES = ['celibe-nubile', 'sposato', 'divorziato', 'vedovo'] as const;
export const YES_NO = ['si', 'no'] as const;
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'facebook', 'youtube', 'linkedin', 'altro'] as const;

export type WorkPermit = (typeof WORK_PERMITS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** How the choices read (the modal's options, the recruiting email, the admin's list). */
export const WORK_PERMIT_LABELS: Record<WorkPermit, string> = { si: 'Sì', no: 'No', 'in-corso': 'In corso' };
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  'celibe-nubile': 'Celibe/Nubile',
  sposato: 'Sposato/a',
  divorziato: 'Divorziato/a',
  vedovo: 'Vedovo/a',
};
export const YES_NO_LABELS: Record<(typeof YES_NO)[number], string> = { si: 'Sì', no: 'No' };
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  altro: 'Altro',
};

/** 001 sections 5 and 8, verbatim. */
export const JOB_APPLICATION_MESSAGES = {
  firstName: 'Nome è obbligatorio',
  lastName: 'Cognome è obbligatorio',
  nationality: 'Nazionalità è obbligatoria',
  hasWorkPermit: 'Permesso di lavoro è obbligatorio',
  maritalStatus: 'Stato civile è obbligatorio',
  hasChildren: 'Informazione sui figli è obbligatoria',
  address: 'Indirizzo è obbligatorio',
  phone: 'Numero di telefono è obbligatorio',
  email: 'Email è obbligatoria',
  emailInvalid: 'Inserisci un indirizzo email valido',
  phoneInvalid: 'Inserisci un numero di telefono valido',
  childrenNumber: 'Specifica il numero di figli',
  photosMissing: 'Per favore carica almeno una foto del tuo portfolio',
  socialIncomplete: 'Completa tutti i profili social iniziati o rimuovili',
  socialLink: 'Indirizzo del profilo social non valido: usa un link che inizia con http:// o https://',
  photosNotUploaded: 'Alcune foto non sono state caricate correttamente. Riprova.',
  tooManyPhotos: 'Puoi caricare massimo 5 foto',
  photosTooLarge: (names: readonly string[]) => `Le seguenti immagini superano i 10MB: ${names.join(', ')}`,
  photoType: 'Sono accettati solo file JPG, PNG e WebP',
  uploadFailed: (detail: string) => `Errore nell'upload: ${detail}`,
  uploadFailedFile: (name: string) => `Errore nell'upload di ${name}`,
  uploadFailedAlert: (message: string) => `Errore nell'upload delle foto: ${message}`,
  sendFailed: "Errore nell'invio della candidatura. Riprova più tardi.",
} as const;

/** The messages in any language: the same keys, a text or a function of the same values (the web's page language). */
export type JobApplicationMessages = {
  readonly [K in keyof typeof JOB_APPLICATION_MESSAGES]: (typeof JOB_APPLICATION_MESSAGES)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

export interface SocialProfileInput {
  platform: string;
  url: string;
}

/** 001 section 3 'Job application (form state)': what the modal holds and sends (photos as the uploaded URLs). */
export interface JobApplicationFormState {
  firstName: string;
  lastName: string;
  nationality: string;
  hasWorkPermit: string;
  maritalStatus: string;
  hasChildren: string;
  childrenNumber?: string | number | null;
  address: string;
  phone: string;
  email: string;
  socialProfiles: readonly SocialProfileInput[];
}

export type JobApplicationField = keyof JobApplicationFormState | 'photos';

export interface JobApplicationProblem {
  field: JobApplicationField;
  message: string;
}

/** 001 section 5: "{email} without spaces". */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 001 section 5: optional leading +, then at least 8 of digits, spaces, hyphens and parentheses. */
const PHONE = /^\+?[\d\s\-()]{8,}$/;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The number of children as typed ('2', 2, '', null); NaN when it is not a whole number. */
export function childrenCount(value: JobApplicationFormState['childrenNumber']): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) ? n : Number.NaN;
}

/** Rows with a platform or a URL: an empty row is ignored, a half-filled one is an error. */
export const startedProfiles = (profiles: readonly SocialProfileInput[]) =>
  profiles.filter((p) => !blank(p.platform) || !blank(p.url));
/** The rows with both parts: what the application keeps. */
export const completeProfiles = (profiles: readonly SocialProfileInput[]) =>
  profiles.filter((p) => !blank(p.platform) && !blank(p.url));

/**
 * 001 section 5, checked in this order; the first failure is the answer (the modal alerts it and stops, the
 * server answers 400 with it; the web passes the messages of its page's language). `photos.selected` is the number of photos in the form, `photos.uploaded` the number
 * of them the server accepted (on the server: the sent URLs that are its own unsent uploads).
 */
export function jobApplicationProblem(
  form: JobApplicationFormState,
  photos: { selected: number; uploaded: number },
  m: JobApplicationMessages = JOB_APPLICATION_MESSAGES,
): JobApplicationProblem | null {
  const required = [
    'firstName',
    'lastName',
    'nationality',
    'hasWorkPermit',
    'maritalStatus',
    'hasChildren',
    'address',
    'phone',
    'email',
  ] as const;
  for (const field of required) if (blank(form[field])) return { field, message: m[field] };
  if (!EMAIL.test(form.email.trim())) return { field: 'email', message: m.emailInvalid };
  if (!PHONE.test(form.phone.trim())) return { field: 'phone', message: m.phoneInvalid };
  if (form.hasChildren === 'si') {
    const n = childrenCount(form.childrenNumber);
    if (!(n >= JOB_APPLICATION_LIMITS.minChildren && n <= JOB_APPLICATION_LIMITS.maxChildren))
      return { field: 'childrenNumber', message: m.childrenNumber };
  }
  if (photos.selected < 1) return { field: 'photos', message: m.photosMissing };
  if (startedProfiles(form.socialProfiles).length !== completeProfiles(form.socialProfiles).length)
    return { field: 'socialProfiles', message: m.socialIncomplete };
  // A link other people open from the application email: web addresses only (issue 23 item 5).
  if (completeProfiles(form.socialProfiles).some((p) => !isWebLink(normalizeWebLink(p.url.trim()))))
    return { field: 'socialProfiles', message: m.socialLink };
  if (photos.uploaded !== photos.selected) return { field: 'photos', message: m.photosNotUploaded };
  return null;
}

/**
 * 001 section 5, the photo selection: at most 5 in total, each at most 10 MB, only JPG, PNG and WebP (here by the
 * declared type and the name; the server judges the content again).
 */
export function photoSelectionProblem(
  already: number,
  files: readonly { name: string; size: number; type: string }[],
  m: JobApplicationMessages = JOB_APPLICATION_MESSAGES,
): string | null {
  if (already + files.length > JOB_APPLICATION_LIMITS.maxPhotos) return m.tooManyPhotos;
  const tooLarge = files.filter((f) => f.size > JOB_APPLICATION_LIMITS.maxPhotoBytes).map((f) => f.name);
  if (tooLarge.length > 0) return m.photosTooLarge(tooLarge);
  const typeOk = (f: { name: string; type: string }) =>
    (JOB_APPLICATION_PHOTO_TYPES as readonly string[]).includes(f.type.toLowerCase()) ||
    (f.type === '' && /\.(jpe?g|png|webp)$/i.test(f.name));
  if (!files.every(typeOk)) return m.photoType;
  return null;
}
