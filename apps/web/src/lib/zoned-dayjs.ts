import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/*
 * dayjs with its utc and time zone plugins: zone rules, daylight saving included, come from the
 * library (the server's store clock uses the same), never from offsets written by hand.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
