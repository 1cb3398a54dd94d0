import { loadScreenNamespaces } from './resources';
import { MESSAGES_NAMESPACE } from './route-namespaces';
import { activeLanguage } from './store';
import { translate } from './translate';

/**
 * A contract message (`error.*`) the shell shows, in the buyer's language. The first screen does not carry the
 * contract's messages (decision 016: the entry holds only what /home shows; the server's answers bring their own
 * `msg`), so the namespace is loaded first: a chunk the service worker keeps, fetched only when it is needed.
 */
export async function messageText(key: string): Promise<string> {
  await loadScreenNamespaces(activeLanguage(), [MESSAGES_NAMESPACE]).catch(() => undefined);
  return translate(key);
}
