import { z } from 'zod';
import {
  JOB_APPLICATION_LIMITS,
  JOB_APPLICATION_MESSAGES as m,
  MARITAL_STATUSES,
  SOCIAL_PLATFORMS,
  WORK_PERMITS,
  YES_NO,
  jobApplicationProblem,
} from '../domain/job-application';
import { IdParams } from './params';
import { MessageResponse, ok } from '../schemas/common';
import { updateBody } from '../schemas/update-body';
import { line, multiLine, webLink } from '../schemas/text';
import type { ContractRoute } from './define';
import { jobApplicationsRoutes as r } from './job-applications-routes';

const tags = ['job-applications'] as const;

/** A required text of the form: blank is the spec's "obbligatorio" message, over `max` a short Italian one. */
const required = (message: string, max: number, tooLong: string) =>
  line(z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong }));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const SocialProfile = z.object({
  platform: z.union([z.enum(SOCIAL_PLATFORMS), z.literal('')], { error: 'Piattaforma social non valida' }),
  // A link other people open from the application email: http or https only; 'instagram.com/mario' gets https://.
  url: webLink({
    max: 500,
    tooLong: 'Indirizzo del profilo social troppo lungo',
    invalid: m.socialLink,
  }),
});

/**
 * 001 section 3's form state as JSON, photos as the URLs POST /job-applications/photos answered. The required
 * fields are checked in the spec's order by the object itself (its keys are in that order, and the first problem
 * is the answer's message); the rest of section 5 (email and phone format, children, photos, social profiles)
 * runs after, through the same function as the modal, so the server names the same first failure.
 */
export const CreateJobApplicationRequest = z
  .object({
    firstName: required(m.firstName, 100, 'Nome troppo lungo'),
    lastName: required(m.lastName, 100, 'Cognome troppo lungo'),
    nationality: required(m.nationality, 100, 'Nazionalità troppo lunga'),
    hasWorkPermit: choice(WORK_PERMITS, m.hasWorkPermit),
    maritalStatus: choice(MARITAL_STATUSES, m.maritalStatus),
    hasChildren: choice(YES_NO, m.hasChildren),
    childrenNumber: z
      .union([z.number(), line(z.string().max(10)), z.null()], { error: m.childrenNumber })
      .optional(),
    // A text area in the modal: an address may take two lines.
    address: multiLine(z.string({ error: m.address }).trim().min(1, { error: m.address }).max(300, { error: 'Indirizzo troppo lungo' })),
    phone: required(m.phone, 40, 'Numero di telefono troppo lungo'),
    email: required(m.email, 254, 'Email troppo lunga'),
    photos: z
      .array(line(z.string({ error: m.photosNotUploaded }).max(300, { error: m.photosNotUploaded })), {
        error: m.photosMissing,
      })
      // Far beyond the 5 (checked below with the spec's text): a bound on what the server reads at all.
      .max(50, { error: `Troppi elementi: ${m.tooManyPhotos.toLowerCase()}` })
      .default([]),
    socialProfiles: z
      .array(SocialProfile, { error: 'Profili social non validi' })
      .max(JOB_APPLICATION_LIMITS.maxSocialProfiles, { error: 'Troppi profili social' })
      .default([]),
  })
  .superRefine((form, context) => {
    const problem = jobApplicationProblem(form, { selected: form.photos.length, uploaded: form.photos.length });
    if (problem) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      return;
    }
    if (form.photos.length > JOB_APPLICATION_LIMITS.maxPhotos)
      context.addIssue({ code: 'custom', path: ['photos'], message: m.tooManyPhotos });
  });
export type CreateJobApplicationRequest = z.input<typeof CreateJobApplicationRequest>;

export const JobApplicationPhoto = z.object({ url: z.string(), thumbUrl: z.string() });
export type JobApplicationPhoto = z.infer<typeof JobApplicationPhoto>;

/** POST /job-applications/photos: the stored photo (001 section 7 reads `url`; the thumbnail is additive). */
export const JobApplicationPhotoUploaded = z.object({
  success: z.literal(true),
  url: z.string(),
  thumbUrl: z.string(),
});

export const JobApplication = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string(),
  hasWorkPermit: z.enum(WORK_PERMITS),
  maritalStatus: z.enum(MARITAL_STATUSES),
  hasChildren: z.enum(YES_NO),
  childrenNumber: z.number().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  socialProfiles: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  photos: z.array(JobApplicationPhoto),
  createdAt: z.string(),
  /** When the retention job deletes it and its photos (90 days after createdAt, ADR 0024). */
  deleteAfter: z.string(),
});
export type JobApplication = z.infer<typeof JobApplication>;

export const JobApplicationCreated = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), createdAt: z.string() }),
});

export const RecruitingSettings = z.object({
  /** null: the applications go to the shop's own email. */
  recruitingEmail: z.string().nullable(),
  /** The shop's email, the fallback ('' before the first-run setup). */
  shopEmail: z.string(),
});
export type RecruitingSettings = z.infer<typeof RecruitingSettings>;

/** The settings read may be sent back whole: shopEmail (changed in the shop's settings) is ignored. */
export const RecruitingSettingsRequest = updateBody({
  recruitingEmail: z
    .string({ error: 'Indirizzo email non valido' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email troppo lunga' })
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'Inserisci un indirizzo email valido',
    })
    .nullable(),
}, RecruitingSettings);
export type RecruitingSettingsRequest = z.input<typeof RecruitingSettingsRequest>;

export const jobApplicationsContract = {
  uploadJobApplicationPhoto: {
    ...r.uploadJobApplicationPhoto,
    tags,
    status: 201,
    description:
      "One portfolio photo: multipart/form-data with the file in field 'photo'. JPG, PNG or WebP judged by the " +
      'content (not the name or declared type), at most 10 MB (10485760 bytes); re-encoded as WebP without metadata ' +
      'under an unguessable URL. A photo not sent with an application within a day is deleted. Rate-limited per ' +
      'address like the public forms.',
    response: JobApplicationPhotoUploaded,
  },
  createJobApplication: {
    ...r.createJobApplication,
    tags,
    status: 201,
    description:
      "001 section 3's form state, photos as the URLs the photo upload answered (1 to 5, each an unsent photo of " +
      "this server). Checked in 001 section 5's order; the first failure is the 400's message. Stored, then the " +
      'recruiting address (or the shop email) gets the application with the photo links and the candidate a ' +
      'confirmation, through the outbox. Deleted with its photos 90 days later. Rate-limited per address.',
    body: CreateJobApplicationRequest,
    response: JobApplicationCreated,
  },
  jobApplications: {
    ...r.jobApplications,
    tags,
    description: 'The applications, newest first, with their photos (the last 90 days: older ones are deleted).',
    response: ok(z.array(JobApplication)),
  },
  deleteJobApplication: {
    ...r.deleteJobApplication,
    tags,
    description: 'Deletes the application and its photo files at once.',
    params: IdParams,
    response: MessageResponse,
  },
  recruitingSettings: {
    ...r.recruitingSettings,
    tags,
    description: 'Where applications are emailed: the recruiting address, or null for the shop email.',
    response: ok(RecruitingSettings),
  },
  updateRecruitingSettings: {
    ...r.updateRecruitingSettings,
    tags,
    description: "Sets the recruiting address; '' or null sends applications to the shop email again.",
    body: RecruitingSettingsRequest,
    response: ok(RecruitingSettings),
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
