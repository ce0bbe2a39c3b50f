import { z } from 'zod';
import { SetupRequest } from '@barber/shared/schemas/setup';
import { setupTexts } from '../../i18n/setup';

/**
 * The server's SetupRequest (same rules, same Italian messages) plus the password confirmation, which never
 * leaves the browser. Closed days drop their times before the check. Loaded on the first validation only.
 */
export const SetupForm = z.preprocess(
  (values) => {
    const v = values as {
      shop?: { openingHours?: { open: boolean; startTime?: string | null; endTime?: string | null }[] };
    };
    if (!v.shop?.openingHours) return values;
    return {
      ...v,
      shop: {
        ...v.shop,
        openingHours: v.shop.openingHours.map((d) => (d.open ? d : { ...d, startTime: null, endTime: null })),
      },
    };
  },
  SetupRequest.extend({ confirmPassword: z.string() }).refine(
    (values) => values.admin.password === values.confirmPassword,
    {
      path: ['confirmPassword'],
      error: setupTexts.mismatch,
    },
  ),
);
