/**
 * Which errors of a page view are reported: each one once (by what it is and where), at most a
 * burst and then one more per interval, and never more than a page view's cap. What the rate
 * limit keeps back is counted, so a report can say how many more there were.
 */
export interface GateLimits {
  errorBurst: number;
  errorRefillMs: number;
  errorsPerView: number;
}

export class ErrorGate {
  private seen = new Set<string>();
  private tokens: number;
  private since: number;
  private admitted = 0;
  /** Kept back by the rate limit since the count was last taken. */
  private held = 0;

  constructor(
    private readonly limits: GateLimits,
    private readonly now: () => number,
  ) {
    this.tokens = limits.errorBurst;
    this.since = now();
  }

  /** Whether an error with this key is reported: false for one seen already or over the limits. */
  admit(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const at = this.now();
    const earned = Math.floor((at - this.since) / this.limits.errorRefillMs);
    if (earned > 0) {
      this.tokens = Math.min(this.limits.errorBurst, this.tokens + earned);
      this.since += earned * this.limits.errorRefillMs;
    }
    if (this.admitted >= this.limits.errorsPerView || this.tokens < 1) {
      this.held += 1;
      return false;
    }
    this.tokens -= 1;
    this.admitted += 1;
    return true;
  }

  /** How many were kept back since the last call. */
  takeHeld(): number {
    const held = this.held;
    this.held = 0;
    return held;
  }
}
