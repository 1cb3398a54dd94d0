/**
 * The first screen's answers, put into the HTML by the server so the screen does not wait for a round trip
 * (decision 016). Both sides name a call the same way, however its query string was written.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';
/**
 * The first screen's small pictures, written into the HTML as data URLs (decision 016): a JSON object from each
 * picture's URL, as the answers name it, to its data URL.
 */
export const FIRST_PICTURES_ELEMENT_ID = 'first-pictures';

export type FirstAnswers = {
  /** The interface language the answers were made in. */
  lang: string;
  /** Whether they were made for the signed-in buyer whose token came with the page. */
  signedIn: boolean;
  answers: Record<string, unknown>;
};

export function answerKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}
