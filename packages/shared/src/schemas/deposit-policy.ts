import { z } from 'zod';
import { DEPOSIT_BOUNDS, DEPOSIT_KINDS } from '../domain/deposits';
import { WEEKDAYS } from '../domain/zoned-time';
import { ok, TimeString } from './common';
import { updateBody } from './update-body';

/**
 * The owner's deposit policy as the API carries it (issue 29 item 2, ADR 0064): the fixed deposit in CHF (the
 * server keeps Rappen), the share in whole percent.
 */
export const DepositPolicy = z.object({
  enabled: z.boolean(),
  kind: z.enum(DEPOSIT_KINDS),
  fixedAmount: z.number(),
  percent: z.number().int(),
  threshold: z.number().int(),
  firstTimeAtPeak: z.boolean(),
  peakDays: z.array(z.enum(WEEKDAYS)),
  peakFrom: z.string(),
  peakTo: z.string(),
});
export type DepositPolicyDto = z.infer<typeof DepositPolicy>;

const yesNo = (label: string) => z.boolean({ error: `${label}: scegli sì o no` });
const { fixedRappen, percent, threshold } = DEPOSIT_BOUNDS;

export const DEPOSIT_POLICY_MESSAGES = {
  kind: "Scegli un importo fisso o una percentuale del prezzo",
  fixedAmount: `L'acconto fisso deve essere tra CHF ${(fixedRappen.min / 100).toFixed(2)} e CHF ${(fixedRappen.max / 100).toFixed(2)}`,
  fixedCents: "L'acconto fisso deve avere al massimo due decimali",
  percent: `La percentuale deve essere tra ${percent.min} e ${percent.max}`,
  threshold: `La soglia deve essere tra ${threshold.min} e ${threshold.max} appuntamenti mancati`,
  peakDays: 'Giorno della settimana non valido',
  peakOrder: "L'inizio delle ore di punta deve precedere la fine",
  peakNoDays: 'Scegli almeno un giorno per le ore di punta',
} as const;

const inRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const DepositPolicyRequest = updateBody(
  {
    enabled: yesNo('Acconto attivo'),
    kind: z.enum(DEPOSIT_KINDS, { error: DEPOSIT_POLICY_MESSAGES.kind }),
    fixedAmount: z
      .number({ error: DEPOSIT_POLICY_MESSAGES.fixedAmount })
      .min(fixedRappen.min / 100, { error: DEPOSIT_POLICY_MESSAGES.fixedAmount })
      .max(fixedRappen.max / 100, { error: DEPOSIT_POLICY_MESSAGES.fixedAmount })
      .refine((chf) => Math.abs(chf * 100 - Math.round(chf * 100)) < 1e-6, { error: DEPOSIT_POLICY_MESSAGES.fixedCents }),
    percent: inRange(percent.min, percent.max, DEPOSIT_POLICY_MESSAGES.percent),
    threshold: inRange(threshold.min, threshold.max, DEPOSIT_POLICY_MESSAGES.threshold),
    firstTimeAtPeak: yesNo('Nuovi clienti nelle ore di punta'),
    peakDays: z.array(z.enum(WEEKDAYS, { error: DEPOSIT_POLICY_MESSAGES.peakDays })).max(7, { error: DEPOSIT_POLICY_MESSAGES.peakDays }),
    peakFrom: TimeString,
    peakTo: TimeString,
  },
  DepositPolicy,
);
export type DepositPolicyRequest = z.input<typeof DepositPolicyRequest>;
export const DepositPolicyResponse = ok(DepositPolicy);
