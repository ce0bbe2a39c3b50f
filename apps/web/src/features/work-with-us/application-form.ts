import type { JobApplicationField, JobApplicationFormState } from '@barber/shared/domain/job-application';

/** The application as the form holds it: the number of children as typed, the social rows as entered. */
export type ApplicationForm = Omit<JobApplicationFormState, 'childrenNumber' | 'socialProfiles'> & {
  childrenNumber: string;
  socialProfiles: { platform: string; url: string }[];
};

export const EMPTY_APPLICATION: ApplicationForm = {
  firstName: '',
  lastName: '',
  nationality: '',
  hasWorkPermit: '',
  maritalStatus: '',
  hasChildren: '',
  childrenNumber: '',
  address: '',
  phone: '',
  email: '',
  socialProfiles: [{ platform: '', url: '' }],
};

/** What the alert says: one or two paragraphs (the spec's text, then the server's reason when there is one). */
export type ApplicationAlert = { field?: JobApplicationField; lines: string[] };

/** Where a failed check sends the focus, so the person lands on what to fix. */
export const applicationFieldId = (field: JobApplicationField) => `ja-${field}`;
