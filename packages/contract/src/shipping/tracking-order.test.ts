import { describe, expect, it } from 'vitest';
import { furthestStage, sortTrackingEvents, stageRank } from './tracking-order.js';

/** As the console records them: the shipping to the second, then updates entered to the minute, out of order. */
const shipped = { id: 1, stage: 'shipped' as const, at: '2026-11-27T10:00:35.412Z' };
const customs = { id: 2, stage: 'customs' as const, at: '2026-11-27T10:01:00.000Z' };
const pickedUp = { id: 3, stage: 'picked_up' as const, at: '2026-11-27T10:00:00.000Z' };
const inTransit = { id: 4, stage: 'in_transit' as const, at: '2026-11-27T10:01:00.000Z' };
const note = { id: 5, stage: null, at: '2026-11-27T10:01:00.000Z' };

describe('the order of tracking events', () => {
  it('ranks the stages in the parcel’s order, a note below them all', () => {
    expect(stageRank('shipped')).toBe(0);
    expect(stageRank('delivered')).toBe(5);
    expect(stageRank(null)).toBe(-1);
  });

  it('lists the newest first by their own minute, the further stage first within a minute', () => {
    const listed = sortTrackingEvents([shipped, customs, pickedUp, inTransit, note]);
    expect(listed.map((e) => e.id)).toEqual([5, 2, 4, 3, 1]);
  });

  it('puts a note with the stage the parcel had reached when it was written, above that stage’s own event', () => {
    const justAfter = { id: 7, stage: null, at: '2026-11-27T10:00:50.000Z' };
    expect(sortTrackingEvents([shipped, justAfter, pickedUp]).map((e) => e.id)).toEqual([7, 3, 1]);
    const beforeAll = { id: 8, stage: null, at: '2026-11-27T09:59:59.000Z' };
    expect(sortTrackingEvents([beforeAll, shipped]).map((e) => e.id)).toEqual([1, 8]);
  });

  it('keeps newer events above older ones whatever their stage, and leaves its input as it was', () => {
    const later = { id: 6, stage: 'picked_up' as const, at: new Date('2026-11-27T11:30:00Z') };
    const events = [customs, later];
    expect(sortTrackingEvents(events).map((e) => e.id)).toEqual([6, 2]);
    expect(events.map((e) => e.id)).toEqual([2, 6]);
  });

  it('gives the furthest stage reached, wherever it stands in the list; none without a staged event', () => {
    expect(furthestStage([shipped, pickedUp, customs])).toBe('customs');
    expect(furthestStage([customs, inTransit, note, shipped])).toBe('customs');
    expect(furthestStage([note])).toBeNull();
    expect(furthestStage([])).toBeNull();
  });
});
