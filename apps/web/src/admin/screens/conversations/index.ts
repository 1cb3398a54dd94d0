export { ConversationsScreen } from './conversations-screen';
export { ConversationScreen } from './conversation-screen';
