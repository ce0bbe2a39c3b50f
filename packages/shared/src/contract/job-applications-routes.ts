import type { RouteAddress } from './route-types';

/**
 * Job applications (issue 15 item 5, 001 sections 2-9 'Job application'; ADR 0024): the public /work-with-us
 * modal uploads its portfolio photos one per call and sends the form; the admin's 'Candidature' tab lists and
 * deletes them and sets the recruiting address. Not plan-locked: applications are the shop's mail, not a panel
 * feature the plan sells. Addresses only (no zod here: see api-routes.ts).
 */
export const jobApplicationsRoutes = {
  // 001 section 7: the image-hosting call, here our own server (multipart, field 'photo'; answers {url}).
  uploadJobApplicationPhoto: { method: 'POST', path: '/job-applications/photos', access: 'public' },
  // 001 section 7: the two e-mails, here sent by our server after storing the application.
  createJobApplication: { method: 'POST', path: '/job-applications', access: 'public' },
  jobApplications: { method: 'GET', path: '/job-applications', access: ['admin'] },
  deleteJobApplication: { method: 'DELETE', path: '/job-applications/:id', access: ['admin'] },
  recruitingSettings: { method: 'GET', path: '/admin/recruiting-settings', access: ['admin'] },
  updateRecruitingSettings: { method: 'PUT', path: '/admin/recruiting-settings', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
