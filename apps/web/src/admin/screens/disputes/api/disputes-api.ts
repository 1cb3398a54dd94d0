import type { z } from 'zod';
import {
  AdminDisputeApi,
  type AdminDisputeCase,
  type AdminDisputeQuery,
  type AdminDisputeRow,
  type Dispute,
  type DisputeAnswerBody,
  type DisputeDecideBody,
  type DisputeSettings,
} from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';
import type { Page } from '../../../components/use-server-list';

/** The queue, open cases oldest first; a shop's staff get their shops' only. */
export const getDisputes = (query: z.input<typeof AdminDisputeQuery>) =>
  adminHttp.get<Page<AdminDisputeRow>>(AdminDisputeApi.list, query);

/** One case: both sides, the order with its tracking, the refused request. */
export const getDisputeCase = (id: number) => adminHttp.get<AdminDisputeCase>(AdminDisputeApi.case, { id });

/** The shop's answer, once, before its time ends. */
export const answerDispute = (body: DisputeAnswerBody) => adminHttp.post<Dispute>(AdminDisputeApi.answer, body);

/** The platform's decision, once; a refund is paid as any refund is. */
export const decideDispute = (body: DisputeDecideBody) => adminHttp.post<Dispute>(AdminDisputeApi.decide, body);

export const getDisputeSettings = () => adminHttp.get<DisputeSettings>(AdminDisputeApi.settings);
export const saveDisputeSettings = (body: DisputeSettings) =>
  adminHttp.post<DisputeSettings>(AdminDisputeApi.settingsSave, body);
