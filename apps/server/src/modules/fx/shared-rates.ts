import type { FxRate } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import type { SharedAnswers } from '../../plugins/shared-answers.js';
import { listRates } from './rates.js';

/** One shared answer for everyone (not per language or URL): the rates are the same for all. */
const FX_RATES_KEY = 'fx:rates';

/**
 * The rates as this process knows them: read at most once per shared-answer window (two seconds), like the
 * catalogue's prices, and at once after an operator's write in this process (plugins/shared-answers.ts).
 */
export const sharedRates = (answers: SharedAnswers, db: Database): Promise<FxRate[]> =>
  answers.get(FX_RATES_KEY, () => listRates(db));
