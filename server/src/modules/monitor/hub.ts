import type { Locale } from '@opsdeck/shared/i18n';
import type { MonitorEvent, ReissueJob } from '@opsdeck/shared/schemas';
import type { Database } from '../../db/client.js';
import { JOB_CHANNEL, parseJobNotice } from '../reissue-jobs/notify.js';
import { readJobIn } from '../reissue-jobs/progress.js';
import { eventById } from './events.js';

/** The channels the database notifies on (triggers of migration 006). */
export const AUDIT_CHANNEL = 'opsdeck_audit';
export const SESSION_REVOKED_CHANNEL = 'opsdeck_session_revoked';

/** One open stream: gets each committed event, and is told when its session is revoked. */
export interface MonitorSubscriber {
  tokenHash: string;
  /** The caller's language: the names its events show. */
  locale: Locale;
  /** Each committed audited write; a subscriber without it (a jobs-only stream) is not sent them. */
  onEvent?(event: MonitorEvent): void;
  onRevoked(): void;
  /** A re-issue job's progress (after each batch of rows commits, on any process). */
  onJob?(job: ReissueJob): void;
}

/**
 * The live activity hub of one server process. Every audit_log insert notifies the database
 * channel when it commits (a trigger, so no write path can skip it); the hub listens, reads the row
 * once and hands the event to every open stream. On PostgreSQL the notification reaches every server
 * process on the database, so each sees the others' writes.
 */
export class MonitorHub {
  private readonly subscribers = new Set<MonitorSubscriber>();
  private stops: (() => Promise<void>)[] = [];
  private started: Promise<void> | null = null;
  /** Events are read and delivered in notification order. */
  private queue: Promise<void> = Promise.resolve();
  /** Jobs with a progress read queued: notices that arrive meanwhile share it. */
  private readonly jobsDue = new Set<number>();

  constructor(
    private readonly database: Database,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  /** Starts listening (once); resolves when the LISTENs are in place. */
  start(): Promise<void> {
    if (!this.started) {
      this.started = (async () => {
        this.stops.push(await this.database.listen(AUDIT_CHANNEL, (payload) => this.onAudit(payload)));
        this.stops.push(
          await this.database.listen(SESSION_REVOKED_CHANNEL, (payload) => this.onRevoked(payload)),
        );
        this.stops.push(await this.database.listen(JOB_CHANNEL, (payload) => this.onJobNotice(payload)));
      })();
    }
    return this.started;
  }

  async stop(): Promise<void> {
    const stops = this.stops;
    this.stops = [];
    this.started = null;
    this.subscribers.clear();
    await Promise.all(stops.map((s) => s().catch(() => {})));
  }

  subscribe(subscriber: MonitorSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  private onAudit(payload: string): void {
    const id = Number(payload);
    // an audit row is read only for streams that show activity (a re-issue job writes one per row)
    if (!Number.isSafeInteger(id) || ![...this.subscribers].some((s) => s.onEvent)) return;
    this.queue = this.queue.then(async () => {
      try {
        const eventIn = await eventById(this.database.db, id);
        if (!eventIn) return;
        for (const subscriber of this.subscribers) subscriber.onEvent?.(eventIn(subscriber.locale));
      } catch (err) {
        this.onError(err);
      }
    });
  }

  private onJobNotice(payload: string): void {
    const notice = parseJobNotice(payload);
    if (!notice || this.subscribers.size === 0 || this.jobsDue.has(notice.id)) return;
    this.jobsDue.add(notice.id);
    this.queue = this.queue.then(async () => {
      this.jobsDue.delete(notice.id);
      try {
        const jobIn = await readJobIn(this.database.db, notice.id);
        if (!jobIn) return;
        for (const subscriber of this.subscribers) subscriber.onJob?.(jobIn(subscriber.locale));
      } catch (err) {
        this.onError(err);
      }
    });
  }

  private onRevoked(tokenHash: string): void {
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.tokenHash === tokenHash) subscriber.onRevoked();
    }
  }
}
