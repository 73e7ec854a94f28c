/** What a zone's wall clock shows at an instant: each field as digits (year 4, the rest 2). */
export interface WallClockReading {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/*
 * One formatter per time zone, made once: building one costs far more than using it (dayjs's
 * `tz()` builds one on every call, which was most of a storefront order's own CPU time and of the
 * first render of a list of orders). Zone rules, daylight saving included, are the platform's.
 */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock of `timeZone` (an IANA name) at `instant`. */
export function readWallClock(instant: Date | number, timeZone: string): WallClockReading {
  const reading: WallClockReading = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of zoneClock(timeZone).formatToParts(instant)) {
    if (part.type in reading) reading[part.type as keyof WallClockReading] = part.value;
  }
  reading.year = reading.year.padStart(4, '0');
  return reading;
}
