import type { User } from '@barber/shared/schemas/auth';
import type { ProfileImageResponse } from '@barber/shared/schemas/profile';
import type { UpdateProfileRequest } from '@barber/shared/schemas/users';
import { profileRoutes } from '@barber/shared/contract/profile-routes';
import { callApi } from '../../lib/api-call';
import { uploadWithProgress } from '../../lib/upload-with-progress';

/** PUT /users/profile (001 section 3): with a password change the answer carries this device's new token. */
export const saveProfile = (body: UpdateProfileRequest) => callApi('updateProfile', { body });

/** POST /users/profile/image: multipart field 'image', with the upload's progress. */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('image', file);
  return uploadWithProgress<ProfileImageResponse>(profileRoutes.uploadProfileImage, {}, form, onProgress);
}

export const removeAvatar = (): Promise<{ user: User }> => callApi('deleteProfileImage', {});

export const exportMyData = () => callApi('exportMyData', {});

/** 'Invia di nuovo il link' (ADR 0031): a new confirmation link to the account's address. */
export const resendEmailConfirmation = () => callApi('resendEmailConfirmation', {});

export const deleteMyAccount = (password: string) => callApi('deleteMyAccount', { body: { password } });
