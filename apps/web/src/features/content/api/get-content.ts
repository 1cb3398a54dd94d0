import { useQuery } from '@tanstack/react-query';
import { AccountApi, type ContentData } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';

export type ContentKind = 'help' | 'law';

const PATHS: Record<ContentKind, string> = { help: AccountApi.helpSupport, law: AccountApi.law };

/** Markdown in the caller's language; the screen shows its own error state, so the call is silent. */
export const getContent = (kind: ContentKind) => http.get<ContentData>(PATHS[kind], { silent: true });

/** Keyed by language: switching it fetches the text again. */
export function useContent(kind: ContentKind) {
  const lang = useSession((s) => s.setting.lang.file_name);
  return useQuery({ queryKey: ['content', kind, lang], queryFn: () => getContent(kind), staleTime: 10 * 60 * 1000 });
}
