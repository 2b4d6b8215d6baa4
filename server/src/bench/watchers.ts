// The watching clients of the push benchmarks, in their own process (forked by push.bench.ts):
// N sockets speaking socket.io's wire protocol over plain WebSockets (lighter than N socket.io
// clients, so the figure is the server's, not the load generator's), each watching one room — a
// tube, a gacha machine or a blind-box package, the rooms taken in turn — and noting when every
// notice of its room arrives.
// Parent → child: { url, rooms, count }. Child → parent: 'ready', then on 'report' the receipts.
import WebSocket from 'ws';

/** A room to watch: the socket message that joins it, its body, and the notice it pushes. */
export interface Room {
  watch: 'tube:watch' | 'gacha:watch' | 'package:watch';
  body: Record<string, string>;
  changed: 'tube:changed' | 'gacha:changed' | 'package:changed';
  /** The event stream whose revisions the notices carry. */
  streamId: string;
}

interface Start {
  url: string;
  rooms: Room[];
  count: number;
}

/** Per stream, per revision, the wall-clock times (ms, with fraction) at which sockets received it. */
const receipts = new Map<string, Map<number, number[]>>();
const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

function connect(url: string, room: Room): Promise<void> {
  const ofStream = receipts.get(room.streamId) ?? new Map<number, number[]>();
  receipts.set(room.streamId, ofStream);
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    sockets.push(ws);
    ws.on('error', fail);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text === '2') return ws.send('3'); // engine.io ping → pong
      if (text.startsWith('0')) return ws.send('40'); // engine.io open → socket.io connect
      if (text.startsWith('40')) return ws.send(`420${JSON.stringify([room.watch, room.body])}`);
      if (text.startsWith('430')) return ok(); // ack of the watch
      if (text.startsWith('42')) {
        const at = now();
        const [event, message] = JSON.parse(text.slice(2)) as [string, { revision: number }];
        if (event !== room.changed) return;
        const list = ofStream.get(message.revision) ?? [];
        list.push(at);
        ofStream.set(message.revision, list);
      }
    });
  });
}

async function start(msg: Start): Promise<void> {
  // Connect in waves so the server's accept queue is not the thing measured.
  for (let i = 0; i < msg.count; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, msg.count - i) }, (_, k) => connect(msg.url, msg.rooms[(i + k) % msg.rooms.length]!)));
  }
  process.send!('ready');
}

process.on('message', (msg: Start | 'report') => {
  if (msg === 'report') {
    process.send!({ receipts: [...receipts].map(([stream, revisions]) => [stream, [...revisions]]) }, () => {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    });
    return;
  }
  // A watcher that cannot connect ends the run with its error, rather than leave the bench waiting for 'ready'.
  start(msg).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
