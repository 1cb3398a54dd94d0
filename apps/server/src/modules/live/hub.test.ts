import { describe, expect, it } from 'vitest';
import { holdWhileReplaying } from './hub.js';

describe('a stream resuming after a drop', () => {
  it('sends the missed notices first, then what arrived meanwhile, each notice once', () => {
    const sent: string[] = [];
    const resuming = holdWhileReplaying((frame: string) => sent.push(frame));
    // Notices 11 (a late one the replay also finds) and 12 reach the hub while the replay is read.
    resuming.write('notice 11', 11);
    resuming.write('heartbeat');
    resuming.write('notice 12', 12);
    expect(sent).toEqual([]);
    resuming.replayed(['notice 10', 'notice 11'], 11);
    expect(sent).toEqual(['notice 10', 'notice 11', 'heartbeat', 'notice 12']);
    resuming.write('notice 13', 13);
    expect(sent.at(-1)).toBe('notice 13');
  });
});
