import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/build.js';
import { registerBuyer } from '../../test/api.js';
import { sessions } from '../../db/schema/index.js';
import { noticesWhileLive } from './session-watch.js';

const t = useTestApp();

describe('a stream’s notices, while its session holds', () => {
  it('are written in order while it holds; once it has ended, a notice closes the stream instead', async () => {
    const buyer = await registerBuyer(t.app);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    const written: string[] = [];
    let closed = 0;
    let settle = () => {};
    const write = noticesWhileLive(
      (frame) => {
        written.push(frame);
        if (frame === 'heartbeat 2') settle();
      },
      t.database.db,
      session!.id,
      () => {
        closed += 1;
        settle();
      },
    );
    let done = new Promise<void>((resolve) => (settle = resolve));
    write('notice 1', 1);
    write('heartbeat 2');
    await done;
    expect(written).toEqual(['notice 1', 'heartbeat 2']);
    expect(closed).toBe(0);

    await t.database.db.delete(sessions).where(eq(sessions.id, session!.id));
    done = new Promise<void>((resolve) => (settle = resolve));
    write('notice 3', 3);
    await done;
    expect(written).toEqual(['notice 1', 'heartbeat 2']);
    expect(closed).toBe(1);
  });
});
