import { useInfiniteQuery } from '@tanstack/react-query';
import { QUESTIONS_PAGE, TalkApi, type QuestionsData } from '@tradewind/contract/talk';
import { http } from '@/api/http';
import { useSession } from '@/api/session';

export const QUESTIONS_KEY = ['product', 'questions'] as const;
const questionsKey = (id: number, signedIn: boolean) => [...QUESTIONS_KEY, id, signedIn] as const;

/** Silent: the section shows its own error; the rest of the product page stays. */
const getQuestions = (id: number, page: number) =>
  http.get<QuestionsData>(TalkApi.questions, { params: { id, page, limit: QUESTIONS_PAGE }, silent: true });

/** Answered questions, newest answered first, a page at a time; a signed-in buyer's waiting ones come with page 1. */
export function useProductQuestions(id: number) {
  const signedIn = useSession((s) => Boolean(s.token));
  return useInfiniteQuery({
    queryKey: questionsKey(id, signedIn),
    queryFn: ({ pageParam }) => getQuestions(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * last.limit < last.total ? last.page + 1 : undefined,
  });
}
