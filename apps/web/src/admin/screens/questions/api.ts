import type { z } from 'zod';
import { AdminTalkApi, type AdminQuestion, type AdminQuestionQuery } from '@tradewind/contract/talk';
import { adminHttp } from '../../api/admin-http';
import type { Page } from '../../components/use-server-list';

/** Waiting questions oldest first (the next to answer), answered ones newest first; staff see their shops' only. */
export const getQuestions = (query: z.input<typeof AdminQuestionQuery>) =>
  adminHttp.get<Page<AdminQuestion>>(AdminTalkApi.questions, query);

/** The answer is public on the product page at once; the asker is told. */
export const answerQuestion = (id: number, answer: string) => adminHttp.post(AdminTalkApi.answer, { id, answer });
