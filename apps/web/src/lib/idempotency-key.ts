/**
 * A random key for the Idempotency-Key header. randomUUID exists only in secure contexts (https, localhost);
 * the shop may be opened over plain http on a local network, where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
