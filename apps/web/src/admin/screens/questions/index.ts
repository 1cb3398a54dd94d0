export { QuestionsScreen } from './questions-screen';
