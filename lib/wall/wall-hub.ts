// One PostgreSQL LISTEN connection per app process (issue 50), shared by every wall stream the process
// serves: a saved take's NOTIFY (lib/recordings/wall-visible.ts) reaches every instance on the database,
// each reads the take once and hands it to its own streams of that guestbook. The connection opens with
// the first stream and closes after the last; when it drops, it comes back by itself (with a growing
// pause) and every stream reads what it missed from the database, since notices sent meanwhile are lost.
import "server-only";
import { Client } from "pg";
import { getEnv } from "@/lib/env";
import { WALL_CHANNEL } from "@/lib/recordings/wall-visible";
import { countWallTakes, readWallTake, type TWallRow } from "./wall-takes";
import { findWallAccess } from "./wall-view";

export type TWallSubscriber = {
  guestbookId: string;
  /** The wall link the stream came through. */
  token: string;
  /** That link no longer opens (rotated, revoked, its account deleted): the stream ends. */
  onLinkClosed(): void;
  /** A take the wall shows was saved, with the wall's count after it. */
  onTake(row: TWallRow, total: number): void;
  /** The listener was away: read from the database whatever came after the last event sent. */
  onResync(): void;
};

const RETRY_MS = [250, 1000, 2000, 5000, 10_000];
/** How often the process checks that the wall links its streams came through still open. */
const WALL_LINK_CHECK_MS = 15_000;

class WallHub {
  private readonly subscribers = new Map<string, Set<TWallSubscriber>>();
  private client: Client | null = null;
  private connecting = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private linkWatch: NodeJS.Timeout | null = null;

  /** Streams open in this process (for the benchmark's memory figure and the tests). */
  get size(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  subscribe(subscriber: TWallSubscriber): () => void {
    const set = this.subscribers.get(subscriber.guestbookId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(subscriber.guestbookId, set);
    this.ensureConnected();
    if (!this.linkWatch) {
      this.linkWatch = setInterval(() => void this.checkLinks(), WALL_LINK_CHECK_MS);
      this.linkWatch.unref();
    }
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(subscriber.guestbookId);
      if (this.subscribers.size === 0) this.disconnect();
    };
  }

  /**
   * Ends the streams of links that no longer open: one read a link for all its streams in this process,
   * so a thousand open walls cost a handful of queries, not a thousand. A database that does not answer
   * ends nothing (the next check asks again).
   */
  private async checkLinks(): Promise<void> {
    const byToken = new Map<string, TWallSubscriber[]>();
    for (const set of this.subscribers.values())
      for (const subscriber of set) {
        const same = byToken.get(subscriber.token);
        if (same) same.push(subscriber);
        else byToken.set(subscriber.token, [subscriber]);
      }
    for (const [token, subscribers] of byToken) {
      const opens = await findWallAccess(token).then(
        (access) => access !== null,
        () => true,
      );
      if (!opens) for (const subscriber of subscribers) subscriber.onLinkClosed();
    }
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.retryTimer) return;
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.connecting = true;
    const client = new Client({ connectionString: getEnv().DATABASE_URL, connectionTimeoutMillis: 5000, keepAlive: true });
    client.on("notification", (message) => void this.deliver(message.payload));
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${WALL_CHANNEL}`);
      this.connecting = false;
      if (this.subscribers.size === 0) return void client.end().catch(() => undefined);
      this.client = client;
      this.failures = 0;
      // Takes saved before LISTEN took hold (a first connect, or while it was away) were announced to nobody.
      for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onResync();
    } catch (error) {
      this.connecting = false;
      client.end().catch(() => undefined);
      this.scheduleRetry(error);
    }
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.scheduleRetry(new Error("the connection ended"));
  }

  private scheduleRetry(error: unknown): void {
    if (this.subscribers.size === 0 || this.retryTimer) return;
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    if (this.failures === 0)
      console.error(`[echobook] wall listener lost the database (${error instanceof Error ? error.message : String(error)}); reconnecting`);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected();
    }, wait);
    this.retryTimer.unref();
  }

  private disconnect(): void {
    const client = this.client;
    this.client = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.linkWatch) clearInterval(this.linkWatch);
    this.linkWatch = null;
    this.failures = 0;
    client?.end().catch(() => undefined);
  }

  private async deliver(payload: string | undefined): Promise<void> {
    let notice: { g?: unknown; r?: unknown };
    try {
      notice = JSON.parse(payload ?? "") as { g?: unknown; r?: unknown };
    } catch {
      return;
    }
    if (typeof notice.g !== "string" || typeof notice.r !== "string" || !this.subscribers.has(notice.g)) return;
    try {
      const [row, total] = await Promise.all([readWallTake(notice.g, notice.r), countWallTakes(notice.g)]);
      if (!row) return;
      for (const subscriber of this.subscribers.get(notice.g) ?? []) subscriber.onTake(row, total);
    } catch {
      // The read failed (the database is away): the streams catch up when the listener is back.
      for (const subscriber of this.subscribers.get(notice.g) ?? []) subscriber.onResync();
    }
  }
}

// One hub a process, whichever copy of this module a route bundle loaded.
const holder = globalThis as typeof globalThis & { echobookWallHub?: WallHub };

export function wallHub(): WallHub {
  holder.echobookWallHub ??= new WallHub();
  return holder.echobookWallHub;
}
