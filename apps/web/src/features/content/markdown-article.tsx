import Markdown, { type Components } from 'react-markdown';

const isExternal = (href?: string) => Boolean(href && /^https?:\/\//i.test(href));

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) => (
    <a href={href} {...rest} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  ),
};

/** Markdown without raw HTML (react-markdown's default): an HTML tag in the text shows as text (docs/architecture.md §6). */
export function MarkdownArticle({ source, lang }: { source: string; lang: string }) {
  return (
    <article className="cnt-article" lang={lang}>
      <Markdown components={components}>{source}</Markdown>
    </article>
  );
}
