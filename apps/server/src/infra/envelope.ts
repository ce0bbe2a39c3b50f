/**
 * The project's envelope, for the calls the spec's tables do not show (docs/decisions/0003): the payload under
 * data, with the message the UI shows after a change.
 */
export const envelope = <T>(data: T, message?: string) => ({ success: true as const, data, message });

/** A change that answers only its message (a deletion, a notice sent). */
export const confirmation = (message: string) => ({ success: true as const, message });
