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

const minuteOf = (at: string | Date) => Math.floor(new Date(at).getTime() / MINUTE_MS);

/**
 * Tracking events newest first by their own time, to the minute; events of the same minute furthest stage first
 * (a pick-up entered as 10:00 is after the shipping at 10:00:35). Otherwise the order given is kept.
 */
export function sortTrackingEvents<E extends StagedEvent>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => minuteOf(b.at) - minuteOf(a.at) || stageRank(b.stage) - stageRank(a.stage));
}

/** The furthest stage any event reached, whenever it was entered: a parcel past customs never goes back. */
export function furthestStage(events: readonly StagedEvent[]): TrackingStage | null {
  let furthest: TrackingStage | null = null;
  for (const { stage } of events) if (stageRank(stage) > stageRank(furthest)) furthest = stage;
  return furthest;
}
