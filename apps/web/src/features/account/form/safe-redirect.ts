/** Only same-app paths: '/x' yes; '//host', '/\host' and 'https://…' no (open-redirect guard). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
