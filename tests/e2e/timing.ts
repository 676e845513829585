/**
 * The one setting every wait bound of the browser tests comes from. The bounds only decide how
 * long a test may take to fail: a passing test waits on state (hydration, a request, a screen),
 * never on the clock. They are sized for a busy 2-core CI host (twice the time of a quiet
 * one, and more); `E2E_TIME_SCALE` multiplies them all for a slower one.
 *
 * Tests that measure a time the spec bounds (the 300 ms stall, the 200 ms progress bar, the
 * search client's timeouts) read their bound from the shipped bundle, not from here.
 */
const scale = Number(process.env.E2E_TIME_SCALE ?? 1) || 1;

export const TIMEOUTS = {
  /** One test. */
  test: 90_000 * scale,
  /** One `expect` or wait for a state (a hydrated page, a screen shown). */
  expect: 20_000 * scale,
  /** A test that visits many pages or payloads: this per item, on top of `test`. */
  perItem: 6_000 * scale,
};
