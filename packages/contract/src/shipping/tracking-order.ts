import { TRACKING_STAGES, type TrackingStage } from './stages.js';

/** What the order of tracking events needs of one: when it happened and the stage it marks (null for a note). */
export interface StagedEvent {
  at: string | Date;
  stage: TrackingStage | null;
}

/** The console enters times to the minute, so two events in one minute happened, as far as we know, together. */
const MINUTE_MS = 60_000;

/** A stage's place on the parcel's way: shipped is 0, delivered 5; a note without a stage ranks below them all. */
export const stageRank = (stage: TrackingStage | null): number => (stage ? TRACKING_STAGES.indexOf(stage) : -1);

const timeOf = (at: string | Date) => new Date(at).getTime();

/**
 * Tracking events newest first by their own time, to the minute; within a minute the further stage first (a pick-up
 * entered as 10:00 is after the shipping at 10:00:35). A note without a stage stands with the stage the parcel had
 * reached when it was written, above that stage's own event; otherwise the given order is kept.
 */
export function sortTrackingEvents<E extends StagedEvent>(events: readonly E[]): E[] {
  const staged = events.filter((e) => e.stage !== null).map((e) => ({ time: timeOf(e.at), rank: stageRank(e.stage) }));
  const reachedBy = (time: number) => Math.max(-1, ...staged.filter((s) => s.time <= time).map((s) => s.rank));
  return events
    .map((event, given) => {
      const time = timeOf(event.at);
      const rank = event.stage === null ? reachedBy(time) : stageRank(event.stage);
      return { event, given, time, minute: Math.floor(time / MINUTE_MS), rank, note: event.stage === null ? 1 : 0 };
    })
    .sort((a, b) => b.minute - a.minute || b.rank - a.rank || b.note - a.note || b.time - a.time || a.given - b.given)
    .map(({ event }) => event);
}

/** The furthest stage any event reached, whenever it was entered: a parcel past customs never goes back. */
export function furthestStage(events: readonly StagedEvent[]): TrackingStage | null {
  let furthest: TrackingStage | null = null;
  for (const { stage } of events) if (stageRank(stage) > stageRank(furthest)) furthest = stage;
  return furthest;
}
