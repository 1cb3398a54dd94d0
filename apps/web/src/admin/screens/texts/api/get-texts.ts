import { useQuery } from '@tanstack/react-query';
import { AdminContentApi, type AdminTextRow } from '@tradewind/contract';
import { adminHttp } from '../../../api/admin-http';

/** Every text in every language, written or not, with whether an operator has edited it. */
export const getTexts = () => adminHttp.get<{ list: AdminTextRow[] }>(AdminContentApi.texts);

export const useTexts = () => useQuery({ queryKey: ['admin', 'texts'], queryFn: getTexts });
