import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { pageOf } from '../envelope.js';
import {
  V,
  optionalText,
  positiveBigId,
  positiveId,
  queryBigId,
  queryId,
  requiredText,
  textInput,
} from '../validation.js';
import {
  ANSWER_MAX_LENGTH,
  HIDE_REASON_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_PICTURES,
  QUESTION_MAX_LENGTH,
} from './limits.js';

/** A picture someone uploaded (a buyer's private one, or the console's): their own upload, checked on the server. */
const messagePicture = textInput({ error: V.invalid }).regex(
  /^\/uploads\/(?:private|u)\/[a-f0-9]{32}\.(?:jpg|png|webp)$/,
  { error: V.invalid },
);

/** Which in-app paths of the text are the shop's own pages: those, and only those, the app makes clickable. */
const ownLinks = z.array(z.string());

export const ProductQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
  /** Asked by the reader: a question waiting for its answer is shown to its asker only. */
  mine: z.boolean(),
  own_links: ownLinks,
});
export type ProductQuestion = z.infer<typeof ProductQuestion>;

export const QuestionsQuery = PageQuery.extend({ id: queryId });
/** The answered questions, a page; on the first page the reader's own waiting questions. */
export const QuestionsData = pageOf(ProductQuestion).extend({ waiting: z.array(ProductQuestion) });
export type QuestionsData = z.infer<typeof QuestionsData>;

export const AskBody = z.object({
  product_id: positiveId,
  question: requiredText(QUESTION_MAX_LENGTH, { multiline: true }),
});

export const OrderMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['buyer', 'shop']),
  /** Empty when hidden from this reader, or when the message is pictures only. */
  body: z.string(),
  pictures: z.array(z.string()),
  created_at: z.string(),
  /** Read by the other side. */
  read: z.boolean(),
  /** Hidden by the platform, with the reason the buyer is shown. */
  hidden: z.object({ reason: z.string() }).nullable(),
  own_links: ownLinks,
});
export type OrderMessage = z.infer<typeof OrderMessage>;

export const ConversationQuery = z.object({
  order_id: queryBigId,
  /** Earlier messages than this one: the "earlier" button's page. */
  before_id: queryBigId.optional(),
});
export const Conversation = z.object({
  order_id: z.number().int(),
  sn: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  /** Oldest first: the newest is at the bottom. */
  list: z.array(OrderMessage),
  has_earlier: z.boolean(),
  /** The other side's messages this reader has not read. */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const SendMessageBody = z
  .object({
    order_id: positiveBigId,
    body: optionalText(MESSAGE_MAX_LENGTH, { multiline: true }).default(''),
    pictures: z.array(messagePicture).max(MESSAGE_MAX_PICTURES, { error: V.invalid }).default([]),
  })
  .refine((body) => body.body.length > 0 || body.pictures.length > 0, { error: V.required, path: ['body'] });

/** Everything up to this message has been read. */
export const ReadMessagesBody = z.object({ order_id: positiveBigId, up_to: positiveBigId });

export const MessagesUnread = z.object({
  count: z.number().int(),
  /** Orders with unread messages (the newest 100): order id → count. */
  orders: z.record(z.string(), z.number().int()),
});
export type MessagesUnread = z.infer<typeof MessagesUnread>;

/** The console. */
export const AdminQuestionQuery = PageQuery.extend({ status: z.enum(['waiting', 'answered']).default('waiting') });
export const AdminQuestion = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string() }),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  question: z.string(),
  answer: z.string().nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;
export const AnswerBody = z.object({
  id: positiveBigId,
  answer: requiredText(ANSWER_MAX_LENGTH, { multiline: true }),
});

export const AdminConversationsQuery = PageQuery;
export const AdminConversationRow = z.object({
  order_id: z.number().int(),
  sn: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  buyer: z.object({ id: z.number().int(), account: z.string() }),
  last_message_at: z.string(),
  last_body: z.string(),
  unread: z.number().int(),
});
export type AdminConversationRow = z.infer<typeof AdminConversationRow>;
export const AdminConversationsPage = pageOf(AdminConversationRow);

export const AdminMessage = OrderMessage.extend({
  /** The console sees a hidden message's text (arbitration reads it) beside the reason. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export const AdminConversation = Conversation.extend({
  buyer: z.object({ id: z.number().int(), account: z.string() }),
  list: z.array(AdminMessage),
});
export type AdminConversation = z.infer<typeof AdminConversation>;
export const AdminConversationQuery = ConversationQuery;

export const HideMessageBody = z.object({ id: positiveBigId, reason: requiredText(HIDE_REASON_MAX_LENGTH) });
