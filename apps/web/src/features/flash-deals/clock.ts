/**
 * Time as the server tells it. A countdown that trusted the device's clock would show a deal as
 * running (or over) when the device is set wrong; instead we keep the difference between the
 * server's `server_time` and the device's clock when the answer arrived, and tick from there.
 */
import { useEffect, useState } from 'react';

/** How far the server's clock is ahead of the device's, in ms, from an answer received at `receivedAt`. */
export function clockOffset(serverTime: string | undefined, receivedAt: number): number {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The server's "now" in ms, updated every second. */
export function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The whole time left in ms, never negative. */
  total: number;
}

/** Splits what is left until `end` into days, hours, minutes and seconds (zero once passed). */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Math.max(0, end - now);
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    total,
  };
}
