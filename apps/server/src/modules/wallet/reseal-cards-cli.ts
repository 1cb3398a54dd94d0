import { loadConfigOrExit } from '../../config/load.js';
import { openDatabase } from '../../db/client.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { resealCards } from './reseal-cards.js';
import { resealCustomsIds } from '../orders/reseal-customs-ids.js';

/**
 * `npm run reseal-cards`, step 3 of rotating the card key (docs/operations.md): with the environment the processes
 * have then, CARD_KEY the new key and CARD_KEY_OTHER the old one, every card number and customs ID (decision 041) is
 * sealed again under the new.
 */
const config = loadConfigOrExit();
if (!config.cardKey || !config.cardKeyOther) {
  console.error('Set CARD_KEY (the new key) and CARD_KEY_OTHER (the old one), as the processes have them now.');
  process.exit(2);
}
const database = await openDatabase(config);
try {
  const box = createSecretBox(Buffer.from(config.cardKey, 'hex'), [Buffer.from(config.cardKeyOther, 'hex')]);
  const count = await resealCards(database.db, box);
  const ids = await resealCustomsIds(database.db, box);
  console.log(
    `${count} card numbers and ${ids} customs IDs sealed again under CARD_KEY: CARD_KEY_OTHER can now be removed.`,
  );
} finally {
  await database.close();
}
