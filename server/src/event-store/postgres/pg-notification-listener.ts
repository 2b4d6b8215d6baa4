// One dedicated LISTEN connection per store, shared by all its subscriptions, reconnecting when
// it drops. A notification only says "something was appended": readers then query the log. A
// listener also gets the notification's payload; it is called without one after every (re)connect,
// when notifications may have been missed.
import { Client, type ClientConfig } from 'pg';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export class PgNotificationListener {
  private readonly listeners = new Set<(payload?: string) => void>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = RECONNECT_MIN_MS;
  private closed = false;

  constructor(
    private readonly config: ClientConfig,
    private readonly channel: string,
  ) {}

  /**
   * Registers `listener` and resolves once LISTEN is in place (or its first attempt failed, in
   * which case readers fall back on their safety timeout until a reconnect succeeds).
   */
  async add(listener: (payload?: string) => void): Promise<() => void> {
    this.listeners.add(listener);
    if (!this.client && !this.connecting && !this.reconnectTimer) this.connecting = this.connect();
    await this.connecting;
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client(this.config);
    // Without an error listener a dropped connection would crash the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.wakeAll(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      this.connecting = undefined;
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    this.connecting = undefined;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    // Appends may have committed while no connection was listening.
    this.wakeAll();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.closed) this.connecting = this.connect();
    }, this.reconnectDelay);
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  /** Whether LISTEN is in place now: while it is not, notifications are being missed. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  private wakeAll(payload?: string): void {
    for (const listener of this.listeners) listener(payload);
  }
}
