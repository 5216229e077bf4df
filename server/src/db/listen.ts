import pg from 'pg';

type Handler = (payload: string) => void;

const RECONNECT_MS = 1000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would drop its LISTENs when
 * released). Connects on the first `listen`; when the connection breaks it reconnects and listens
 * again on every channel that still has handlers.
 */
export class PgListeners {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      const current = this.handlers.get(channel);
      current?.delete(handler);
      if (current && current.size === 0) {
        this.handlers.delete(channel);
        if (this.client && !this.closed) {
          await this.client.query(`UNLISTEN ${this.client.escapeIdentifier(channel)}`).catch(() => {});
        }
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (!this.connecting) {
      this.connecting = this.connect().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    const broken = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => this.relisten(), RECONNECT_MS).unref();
    };
    client.on('error', broken);
    client.on('end', broken);
    await client.connect();
    this.client = client;
    return client;
  }

  private async relisten(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.connection();
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch {
      if (!this.closed) setTimeout(() => this.relisten(), RECONNECT_MS).unref();
    }
  }
}
