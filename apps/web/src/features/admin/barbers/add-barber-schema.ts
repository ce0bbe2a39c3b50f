import { z } from 'zod';
import { PASSWORD_MIN } from '@barber/shared/schemas/auth';
import { CreateBarberRequest } from '@barber/shared/schemas/staff';
import { staff } from '../../../i18n/staff';

const fields = CreateBarberRequest.shape;

/**
 * The text fields of the add form, with the server's own field schemas (phone normalised to +41 the same way).
 * Services and hours are edited by their own controls and joined in at submit. The password only counts when
 * an account is to be created; an empty input otherwise is no error.
 */
export const AddBarberFields = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    createAccount: z.boolean(),
    password: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.createAccount) return;
    if (!v.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: staff.barbers.passwordRequired });
    else if (v.password.length < PASSWORD_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: staff.barbers.passwordShort(PASSWORD_MIN),
      });
  });

export type AddBarberInput = z.input<typeof AddBarberFields>;
export type AddBarberValues = z.output<typeof AddBarberFields>;
/** The fields that show an error of their own (from the schema or the server). */
export type AddBarberField = 'firstName' | 'lastName' | 'email' | 'phone' | 'password';

export const emptyAddBarber: AddBarberInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  createAccount: false,
  password: '',
};
