// A time played in words-free digits: "0:42", "12:05", "1:02:09".

/** Milliseconds as m:ss, or h:mm:ss from an hour up (rounded down to the second). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
