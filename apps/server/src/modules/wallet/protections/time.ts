/** A time as a message names it: "2026-11-29 10:43", in UTC (the message says so). */
export const utcMinute = (at: Date | string) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
