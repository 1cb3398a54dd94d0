import type { ReactNode } from 'react';
import { linkCandidates } from '@tradewind/contract/talk';
import { Link } from '@/lib/router';
import './plain-text.css';

type Props = {
  text: string;
  /** The in-app paths the server says are the shop's own pages: only these become links. */
  ownLinks: readonly string[];
  className?: string;
};

const isOwnOrigin = (origin: string | null) =>
  origin === null || (typeof window !== 'undefined' && origin === window.location.origin);

/**
 * Text a person typed (a question, an answer, a message): shown as text, never as HTML, its line breaks kept. A link
 * is clickable only when it is one of the shop's own pages in this app; any other stays words.
 */
export function PlainText({ text, ownLinks, className }: Props) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const candidate of linkCandidates(text)) {
    if (!ownLinks.includes(candidate.path) || !isOwnOrigin(candidate.origin)) continue;
    if (candidate.start > from) parts.push(text.slice(from, candidate.start));
    parts.push(
      <Link key={candidate.start} to={candidate.path} className="plain-text__link">
        {candidate.text}
      </Link>,
    );
    from = candidate.start + candidate.text.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <p className={className ? `plain-text ${className}` : 'plain-text'}>{parts}</p>;
}
