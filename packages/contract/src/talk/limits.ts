/** How long a question, an answer and a message may be, and how many pictures a message carries. */
export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 1000;
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_MAX_PICTURES = 6;
export const HIDE_REASON_MAX_LENGTH = 200;

/** Questions a buyer may ask in an hour, over every product. */
export const QUESTIONS_PER_HOUR = 10;
/** Messages one person may send in a minute, over every conversation (buyer or shop). */
export const MESSAGES_PER_MINUTE = 20;
/** A conversation shows this many messages at first and per "earlier" page. */
export const MESSAGES_PAGE = 30;
/** Answered questions per page of the product page's section. */
export const QUESTIONS_PAGE = 5;
