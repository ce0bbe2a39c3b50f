import type { CreateJobApplicationRequest } from '@barber/shared/contract/job-applications';
import { jobApplicationsRoutes } from '@barber/shared/contract/job-applications-routes';
import { callApi } from '../../lib/api-call';
import { uploadWithProgress } from '../../lib/upload-with-progress';

export interface UploadedPhoto {
  url: string;
  thumbUrl: string;
}

/** POST /job-applications/photos (001 section 7, our server instead of an image host): field 'photo', one per call. */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('photo', file);
  return uploadWithProgress<UploadedPhoto>(jobApplicationsRoutes.uploadJobApplicationPhoto, {}, form, onProgress);
}

/** POST /job-applications: the form state as JSON, photos as the uploaded URLs. */
export const sendApplication = (body: CreateJobApplicationRequest) => callApi('createJobApplication', { body });
