/**
 * The first screen's answers, put into the HTML by the server so the screen does not wait for a round trip
 * (decision 016). Both sides name a call the same way, however its query string was written.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

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
