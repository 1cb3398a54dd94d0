/** A time as a `datetime-local` field holds it: the operator's own clock, to the minute ("2026-03-01T14:05"). */
export function localMinute(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
