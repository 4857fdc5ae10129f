/** The one place the server reads the time, so tests can move it (vi.setSystemTime). */
export function now(): Date {
  return new Date();
}
