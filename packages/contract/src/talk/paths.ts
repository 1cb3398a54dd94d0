/** Questions on a product page and the conversation about an order (decision 047), in the style of docs/product.md §7. */
export const TalkApi = {
  /** Public: a product's answered questions, newest answered first; a signed-in asker's waiting ones too. */
  questions: '/api/goods/questions',
  ask: '/api/goods/question_ask',
  /** One order's conversation with its shop, oldest first, a page back at a time. */
  messages: '/api/order/messages',
  send: '/api/order/message_send',
  read: '/api/order/messages_read',
  /** What the buyer has not read yet: in all, and per order. */
  unread: '/api/order/messages_unread',
} as const;

export const AdminTalkApi = {
  questions: '/api/admin/questions',
  answer: '/api/admin/question_answer',
  conversations: '/api/admin/conversations',
  conversation: '/api/admin/conversation',
  send: '/api/admin/conversation_send',
  read: '/api/admin/conversation_read',
  /** Platform operators only. */
  hide: '/api/admin/message_hide',
} as const;
