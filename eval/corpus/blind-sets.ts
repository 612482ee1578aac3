import type { HeldOutCase } from '../harness/held-out-types.ts';
import { BLIND_1 } from './blind-1/index.ts';
import { BLIND_2 } from './blind-2/index.ts';
import { BLIND_3 } from './blind-3/index.ts';
import { BLIND_4 } from './blind-4/index.ts';
import { BLIND_5 } from './blind-5/index.ts';
import { BLIND_6 } from './blind-6/index.ts';
import { BLIND_7 } from './blind-7/index.ts';
import { BLIND_8 } from './blind-8/index.ts';
import { BLIND_9 } from './blind-9/index.ts';
import { BLIND_10 } from './blind-10/index.ts';
import { BLIND_11 } from './blind-11/index.ts';
import { BLIND_12 } from './blind-12/index.ts';
import { BLIND_13 } from './blind-13/index.ts';
import { BLIND_14 } from './blind-14/index.ts';
import { BLIND_PARAPHRASES_A } from './blind-paraphrases-a/index.ts';
import { BLIND_PARAPHRASES_B } from './blind-paraphrases-b/index.ts';
import { TUNING_C_MESSAGES } from './blind-tuning-c/messages/index.ts';
import { TUNING_C_RUNS } from './blind-tuning-c/runs/index.ts';
import { TUNING_D_MESSAGES } from './blind-tuning-d/messages/index.ts';
import { TUNING_D_RUNS } from './blind-tuning-d/runs/index.ts';
import { TUNING_E_MESSAGES_A } from './blind-tuning-e/messages-a/index.ts';
import { TUNING_E_MESSAGES_B } from './blind-tuning-e/messages-b/index.ts';
import { TUNING_F_RUNS_A } from './blind-tuning-f/runs-a/index.ts';
import { TUNING_F_RUNS_B } from './blind-tuning-f/runs-b/index.ts';
import { TUNING_G_MESSAGES } from './blind-tuning-g/messages/index.ts';
import { TUNING_G_RUNS } from './blind-tuning-g/runs/index.ts';
import { TUNING_H_MESSAGES_A } from './blind-tuning-h/messages-a/index.ts';
import { TUNING_H_MESSAGES_B } from './blind-tuning-h/messages-b/index.ts';
import { TUNING_I_MESSAGES_A } from './blind-tuning-i/messages-a/index.ts';
import { TUNING_I_MESSAGES_B } from './blind-tuning-i/messages-b/index.ts';
import { TUNING_I_RUNS } from './blind-tuning-i/runs/index.ts';
import { TUNING_J_MESSAGES_A } from './blind-tuning-j/messages-a/index.ts';
import { TUNING_J_MESSAGES_B } from './blind-tuning-j/messages-b/index.ts';
import { TUNING_J_RUNS } from './blind-tuning-j/runs/index.ts';
import { TUNING_K_MESSAGES_A } from './blind-tuning-k/messages-a/index.ts';
import { TUNING_K_MESSAGES_B } from './blind-tuning-k/messages-b/index.ts';
import { TUNING_K_RUNS } from './blind-tuning-k/runs/index.ts';
import { TUNING_L_MESSAGES_A } from './blind-tuning-l/messages-a/index.ts';
import { TUNING_L_MESSAGES_B } from './blind-tuning-l/messages-b/index.ts';
import { TUNING_L_RUNS } from './blind-tuning-l/runs/index.ts';
import { TUNING_M_MESSAGES_A } from './blind-tuning-m/messages-a/index.ts';
import { TUNING_M_MESSAGES_B } from './blind-tuning-m/messages-b/index.ts';
import { TUNING_M_RUNS } from './blind-tuning-m/runs/index.ts';
import { TUNING_N_MESSAGES_A } from './blind-tuning-n/messages-a/index.ts';
import { TUNING_N_MESSAGES_B } from './blind-tuning-n/messages-b/index.ts';
import { TUNING_N_RUNS } from './blind-tuning-n/runs/index.ts';
import { TUNING_O_MESSAGES_A } from './blind-tuning-o/messages-a/index.ts';
import { TUNING_O_MESSAGES_B } from './blind-tuning-o/messages-b/index.ts';
import { TUNING_O_RUNS } from './blind-tuning-o/runs/index.ts';
import { TUNING_P_MESSAGES_A } from './blind-tuning-p/messages-a/index.ts';
import { TUNING_P_MESSAGES_B } from './blind-tuning-p/messages-b/index.ts';
import { TUNING_P_RUNS } from './blind-tuning-p/runs/index.ts';
import { TUNING_Q_MESSAGES_A } from './blind-tuning-q/messages-a/index.ts';
import { TUNING_Q_MESSAGES_B } from './blind-tuning-q/messages-b/index.ts';
import { TUNING_Q_RUNS } from './blind-tuning-q/runs/index.ts';
import { TUNING_R_MESSAGES_A } from './blind-tuning-r/messages-a/index.ts';
import { TUNING_R_MESSAGES_B } from './blind-tuning-r/messages-b/index.ts';
import { TUNING_R_RUNS } from './blind-tuning-r/runs/index.ts';
import { TUNING_S_MESSAGES_A } from './blind-tuning-s/messages-a/index.ts';
import { TUNING_S_MESSAGES_B } from './blind-tuning-s/messages-b/index.ts';
import { TUNING_S_RUNS } from './blind-tuning-s/runs/index.ts';
import { TUNING_T_MESSAGES_A } from './blind-tuning-t/messages-a/index.ts';
import { TUNING_T_MESSAGES_B } from './blind-tuning-t/messages-b/index.ts';
import { TUNING_T_RUNS } from './blind-tuning-t/runs/index.ts';

/**
 * Development text written blind (by authors who had not read the engine), measured apart from the corpus because
 * it says how the reading does on people's own words: the former held-out sets, once measured and read, and blind
 * batches written to be tuned on. `npm run eval` reports each and writes its misses to
 * eval/results/<out>-<file>-misses.md.
 */
export type BlindSet = { key: string; file: string; title: string; cases: HeldOutCase[] };

const prefixed = (prefix: string, cases: HeldOutCase[]) =>
  cases.map((entry) => ({ ...entry, id: `${prefix}-${entry.id}` }));

export const DEVELOPMENT_BLIND_SETS: BlindSet[] = [
  {
    key: 'blind1',
    file: 'blind-1',
    title: 'Development, first blind set (eval/corpus/blind-1/, held out until 2026-11-26)',
    cases: BLIND_1,
  },
  {
    key: 'blind2',
    file: 'blind-2',
    title: 'Development, second blind set (eval/corpus/blind-2/, held out until 2026-11-26)',
    cases: BLIND_2,
  },
  {
    key: 'blind3',
    file: 'blind-3',
    title: 'Development, third blind set (eval/corpus/blind-3/, held out until 2026-11-27)',
    cases: BLIND_3,
  },
  {
    key: 'blind4',
    file: 'blind-4',
    title: 'Development, fourth blind set (eval/corpus/blind-4/, held out until 2026-11-27)',
    cases: BLIND_4,
  },
  {
    key: 'blind5',
    file: 'blind-5',
    title: 'Development, fifth blind set (eval/corpus/blind-5/, held out until 2026-11-28)',
    cases: BLIND_5,
  },
  {
    key: 'blind6',
    file: 'blind-6',
    title: 'Development, sixth blind set (eval/corpus/blind-6/, held out until 2026-11-28)',
    cases: BLIND_6,
  },
  {
    key: 'blind7',
    file: 'blind-7',
    title: 'Development, seventh blind set (eval/corpus/blind-7/, held out until 2026-11-28, 03:35 UTC)',
    cases: BLIND_7,
  },
  {
    key: 'blind8',
    file: 'blind-8',
    title: 'Development, eighth blind set (eval/corpus/blind-8/, held out until the close of 2026-11-28)',
    cases: BLIND_8,
  },
  {
    key: 'blind9',
    file: 'blind-9',
    title: 'Development, ninth blind set (eval/corpus/blind-9/, held out until 2026-11-28, 07:15 UTC)',
    cases: BLIND_9,
  },
  {
    key: 'blind10',
    file: 'blind-10',
    title: 'Development, tenth blind set (eval/corpus/blind-10/, held out until 2026-11-28, 10:14 UTC)',
    cases: BLIND_10,
  },
  {
    key: 'blind11',
    file: 'blind-11',
    title: 'Development, eleventh blind set (eval/corpus/blind-11/, held out until 2026-11-28, 10:36 UTC)',
    cases: BLIND_11,
  },
  {
    key: 'blind12',
    file: 'blind-12',
    title: 'Development, twelfth blind set (eval/corpus/blind-12/, held out until 2026-11-28, 15:00 UTC)',
    cases: BLIND_12,
  },
  {
    key: 'blind13',
    file: 'blind-13',
    title: 'Development, thirteenth blind set (eval/corpus/blind-13/, held out until 2026-11-28, 17:40 UTC)',
    cases: BLIND_13,
  },
  {
    key: 'blind14',
    file: 'blind-14',
    title: 'Development, fourteenth blind set (eval/corpus/blind-14/, held out until 2026-11-28, 20:50 UTC)',
    cases: BLIND_14,
  },
  {
    key: 'paraphrases',
    file: 'paraphrases',
    title:
      'Development, blind paraphrases (eval/corpus/blind-paraphrases-*/, written blind on 2026-11-26 to tune on)',
    cases: [
      ...prefixed('paraphrases-a', BLIND_PARAPHRASES_A),
      ...prefixed('paraphrases-b', BLIND_PARAPHRASES_B),
    ],
  },
  {
    key: 'tuningC',
    file: 'tuning-c',
    title:
      'Development, blind tuning batch C (eval/corpus/blind-tuning-c/, written blind on 2026-11-26 to tune on)',
    cases: [...prefixed('tuning-c', TUNING_C_MESSAGES), ...prefixed('tuning-c-runs', TUNING_C_RUNS)],
  },
  {
    key: 'tuningD',
    file: 'tuning-d',
    title:
      'Development, blind tuning batch D (eval/corpus/blind-tuning-d/, written blind on 2026-11-28 to tune on)',
    cases: [...prefixed('tuning-d', TUNING_D_MESSAGES), ...prefixed('tuning-d-runs', TUNING_D_RUNS)],
  },
  {
    key: 'tuningE',
    file: 'tuning-e',
    title:
      'Development, blind tuning batch E (eval/corpus/blind-tuning-e/, written blind on 2026-11-28 to tune on)',
    cases: [...prefixed('tuning-e-a', TUNING_E_MESSAGES_A), ...prefixed('tuning-e-b', TUNING_E_MESSAGES_B)],
  },
  {
    key: 'tuningF',
    file: 'tuning-f',
    title:
      'Development, blind tuning batch F (eval/corpus/blind-tuning-f/, whole runs written blind on 2026-11-28 to tune on)',
    cases: [...prefixed('tuning-f', TUNING_F_RUNS_A), ...prefixed('tuning-f', TUNING_F_RUNS_B)],
  },
  {
    key: 'tuningG',
    file: 'tuning-g',
    title:
      'Development, blind tuning batch G (eval/corpus/blind-tuning-g/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [...prefixed('tuning-g', TUNING_G_MESSAGES), ...prefixed('tuning-g', TUNING_G_RUNS)],
  },
  {
    key: 'tuningH',
    file: 'tuning-h',
    title:
      'Development, blind tuning batch H (eval/corpus/blind-tuning-h/, messages written blind on 2026-11-28 to tune on)',
    cases: [...prefixed('tuning-h-a', TUNING_H_MESSAGES_A), ...prefixed('tuning-h-b', TUNING_H_MESSAGES_B)],
  },
  {
    key: 'tuningI',
    file: 'tuning-i',
    title:
      'Development, blind tuning batch I (eval/corpus/blind-tuning-i/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-i-a', TUNING_I_MESSAGES_A),
      ...prefixed('tuning-i-b', TUNING_I_MESSAGES_B),
      ...prefixed('tuning-i', TUNING_I_RUNS),
    ],
  },
  {
    key: 'tuningJ',
    file: 'tuning-j',
    title:
      'Development, blind tuning batch J (eval/corpus/blind-tuning-j/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-j-a', TUNING_J_MESSAGES_A),
      ...prefixed('tuning-j-b', TUNING_J_MESSAGES_B),
      ...prefixed('tuning-j', TUNING_J_RUNS),
    ],
  },
  {
    key: 'tuningK',
    file: 'tuning-k',
    title:
      'Development, blind tuning batch K (eval/corpus/blind-tuning-k/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-k-a', TUNING_K_MESSAGES_A),
      ...prefixed('tuning-k-b', TUNING_K_MESSAGES_B),
      ...prefixed('tuning-k', TUNING_K_RUNS),
    ],
  },
  {
    key: 'tuningL',
    file: 'tuning-l',
    title:
      'Development, blind tuning batch L (eval/corpus/blind-tuning-l/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-l-a', TUNING_L_MESSAGES_A),
      ...prefixed('tuning-l-b', TUNING_L_MESSAGES_B),
      ...prefixed('tuning-l', TUNING_L_RUNS),
    ],
  },
  {
    key: 'tuningM',
    file: 'tuning-m',
    title:
      'Development, blind tuning batch M (eval/corpus/blind-tuning-m/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-m-a', TUNING_M_MESSAGES_A),
      ...prefixed('tuning-m-b', TUNING_M_MESSAGES_B),
      ...prefixed('tuning-m', TUNING_M_RUNS),
    ],
  },
  {
    key: 'tuningN',
    file: 'tuning-n',
    title:
      'Development, blind tuning batch N (eval/corpus/blind-tuning-n/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-n-a', TUNING_N_MESSAGES_A),
      ...prefixed('tuning-n-b', TUNING_N_MESSAGES_B),
      ...prefixed('tuning-n', TUNING_N_RUNS),
    ],
  },
  {
    key: 'tuningO',
    file: 'tuning-o',
    title:
      'Development, blind tuning batch O (eval/corpus/blind-tuning-o/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-o-a', TUNING_O_MESSAGES_A),
      ...prefixed('tuning-o-b', TUNING_O_MESSAGES_B),
      ...prefixed('tuning-o', TUNING_O_RUNS),
    ],
  },
  {
    key: 'tuningP',
    file: 'tuning-p',
    title:
      'Development, blind tuning batch P (eval/corpus/blind-tuning-p/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-p-a', TUNING_P_MESSAGES_A),
      ...prefixed('tuning-p-b', TUNING_P_MESSAGES_B),
      ...prefixed('tuning-p', TUNING_P_RUNS),
    ],
  },
  {
    key: 'tuningQ',
    file: 'tuning-q',
    title:
      'Development, blind tuning batch Q (eval/corpus/blind-tuning-q/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-q-a', TUNING_Q_MESSAGES_A),
      ...prefixed('tuning-q-b', TUNING_Q_MESSAGES_B),
      ...prefixed('tuning-q', TUNING_Q_RUNS),
    ],
  },
  {
    key: 'tuningR',
    file: 'tuning-r',
    title:
      'Development, blind tuning batch R (eval/corpus/blind-tuning-r/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-r-a', TUNING_R_MESSAGES_A),
      ...prefixed('tuning-r-b', TUNING_R_MESSAGES_B),
      ...prefixed('tuning-r', TUNING_R_RUNS),
    ],
  },
  {
    key: 'tuningS',
    file: 'tuning-s',
    title:
      'Development, blind tuning batch S (eval/corpus/blind-tuning-s/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-s-a', TUNING_S_MESSAGES_A),
      ...prefixed('tuning-s-b', TUNING_S_MESSAGES_B),
      ...prefixed('tuning-s', TUNING_S_RUNS),
    ],
  },
  {
    key: 'tuningT',
    file: 'tuning-t',
    title:
      'Development, blind tuning batch T (eval/corpus/blind-tuning-t/, messages and whole runs written blind on 2026-11-28 to tune on)',
    cases: [
      ...prefixed('tuning-t-a', TUNING_T_MESSAGES_A),
      ...prefixed('tuning-t-b', TUNING_T_MESSAGES_B),
      ...prefixed('tuning-t', TUNING_T_RUNS),
    ],
  },
];
