/**
 * Which activity events a resumed stream still sends: none the client said it saw (ids up to its
 * Last-Event-ID) and none twice. The catch-up (read back from the audit table) and the live events
 * (the hub's NOTIFY, each read back on its own queue) overlap: an event committed just before the
 * stream opened can be sent by the catch-up and then reach the stream live, even after the catch-up
 * has ended, so the ids the catch-up sent are remembered for the stream's life (at most the
 * catch-up's limit). Ids commit out of order under concurrent writes, so a live id below the
 * catch-up's highest is not skipped for that alone.
 */
export class ResumeFilter {
  private readonly caughtUp = new Set<number>();
  private catchingUp = true;

  constructor(private readonly resumeAfter: number | null) {}

  /** Whether `id` is sent now; when it is, it counts as sent. */
  admit(id: number): boolean {
    if ((this.resumeAfter !== null && id <= this.resumeAfter) || this.caughtUp.has(id)) return false;
    if (this.catchingUp) this.caughtUp.add(id);
    return true;
  }

  /** The catch-up has ended: later ids are live (each comes once from the hub). */
  live(): void {
    this.catchingUp = false;
  }
}
