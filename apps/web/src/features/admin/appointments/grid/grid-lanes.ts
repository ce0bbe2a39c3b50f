/** A block on a column's time axis, in minutes. */
export interface Span {
  id: string;
  start: number;
  end: number;
}

/** Which lane a block takes and how many lanes its group of overlapping blocks needs. */
export interface Lane {
  lane: number;
  lanes: number;
}

/**
 * Overlapping blocks side by side, as calendars do: blocks are taken by start time, each into the first lane
 * free at its start; a group of blocks linked by overlaps shares one lane count, so their widths match.
 * Blocks touching end-to-start do not overlap.
 */
export function layoutLanes(spans: readonly Span[]): Map<string, Lane> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const result = new Map<string, Lane>();
  let group: string[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const id of group) result.set(id, { lane: result.get(id)!.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    result.set(span.id, { lane, lanes: 0 });
    group.push(span.id);
    groupEnd = Math.max(groupEnd, span.end);
  }
  closeGroup();
  return result;
}
