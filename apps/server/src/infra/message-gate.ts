import type { Executor } from '../db/client';

export type MessageChannel = 'email' | 'sms';

export type GateVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Asked inside the sender's transaction before a message is recorded: the subscription plan's monthly email and
 * SMS limits live behind it (modules/subscriptions). A refused message is still recorded, with status 'skipped'
 * and the reason, so the admin sees what was not sent and the count stays the record of what was.
 */
export type MessageGate = (exec: Executor, channel: MessageChannel, kind: string) => Promise<GateVerdict>;

/** No plan limits (unit tests of the mailer, tools). */
export const openGate: MessageGate = async () => ({ allowed: true });
