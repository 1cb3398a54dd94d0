import { LiveEventName, type LiveNotice } from '@tradewind/contract';

/** Server-Sent Events as text (html.spec.whatwg.org, "server-sent events"): one frame per event, a blank line after. */

/** A notice's id is the event's id, so a reconnecting client's Last-Event-ID says where it stopped. */
export const noticeFrame = (notice: LiveNotice) =>
  `id: ${notice.id}\nevent: ${LiveEventName.Notice}\ndata: ${JSON.stringify(notice)}\n\n`;

/** What was missed is unknown (too much of it, or the database's notices were lost): read everything again. */
export const REFETCH_FRAME = `event: ${LiveEventName.Refetch}\ndata: {}\n\n`;

/** A comment line: proxies and load balancers see traffic and keep the connection open. */
export const HEARTBEAT_FRAME = ': keep-alive\n\n';

/** How long a client waits before reconnecting after a drop. */
export const retryFrame = (ms: number) => `retry: ${ms}\n\n`;
