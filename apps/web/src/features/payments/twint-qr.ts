import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-call';

export const TWINT_QR_KEY = ['twint-qr'] as const;

/** The shop's TWINT QR code (null while none is uploaded); it changes rarely: kept fresh for 5 minutes. */
export const twintQrQuery = queryOptions({
  queryKey: TWINT_QR_KEY,
  queryFn: ({ signal }) => callApi('twintQr', {}, { signal }).then((answer) => answer.data),
  staleTime: 5 * 60_000,
});
