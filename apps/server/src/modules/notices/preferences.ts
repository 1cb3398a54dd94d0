import { eq, sql } from 'drizzle-orm';
import {
  ALWAYS_ON_GROUP,
  NOTICE_GROUPS,
  NOTICE_GROUP_OF,
  noticePreferences as withDefaults,
  type NoticeChannel,
  type NoticeGroup,
  type NoticePreferences,
  type NotificationKind,
} from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { noticePreferences } from '../../db/schema/index.js';

export async function preferencesOf(db: Database | Tx, userId: number): Promise<NoticePreferences> {
  const [row] = await db
    .select({ choices: noticePreferences.choices })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return withDefaults(row?.choices);
}

/** Turns one group's channel on or off; security stays on (the contract's rule), whatever is asked. */
export async function setPreference(
  db: Database,
  userId: number,
  group: NoticeGroup,
  channel: NoticeChannel,
  on: boolean,
) {
  if (group !== ALWAYS_ON_GROUP) {
    const change = { [group]: { [channel]: on } };
    await db
      .insert(noticePreferences)
      .values({ userId, choices: change })
      .onConflictDoUpdate({
        target: noticePreferences.userId,
        set: {
          choices: sql`jsonb_set(${noticePreferences.choices}, ${`{${group}}`}::text[],
            coalesce(${noticePreferences.choices} -> ${group}, '{}'::jsonb) || ${JSON.stringify({ [channel]: on })}::jsonb)`,
          updatedAt: new Date(),
        },
      });
  }
  return preferencesOf(db, userId);
}

export const groupOf = (kind: string): NoticeGroup =>
  NOTICE_GROUP_OF[kind as NotificationKind] ?? ('orders' satisfies (typeof NOTICE_GROUPS)[number]);

/** The kinds a buyer turned off in the app: the list and the badge leave them out. */
export function kindsHiddenInApp(prefs: NoticePreferences): string[] {
  return Object.entries(NOTICE_GROUP_OF)
    .filter(([, group]) => !prefs[group].app)
    .map(([kind]) => kind);
}
