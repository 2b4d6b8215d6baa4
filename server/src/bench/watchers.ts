// The watching clients of the push benchmark, in their own process (forked by push.bench.ts):
// N sockets speaking socket.io's wire protocol over plain WebSockets (lighter than N socket.io
// clients, so the figure is the server's, not the load generator's), each watching one tube and
// noting when every `tube:changed` arrives.
// Parent → child: { url, tubeId, count }. Child → parent: 'ready', then on 'report' the receipts.
import WebSocket from 'ws';

interface Start {
  url: string;
  tubeId: string;
  count: number;
}

/** Per stream revision, the wall-clock times (ms, with fraction) at which sockets received it. */
const receipts = new Map<number, number[]>();
const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

function connect(url: string, tubeId: string): Promise<void> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    sockets.push(ws);
    ws.on('error', fail);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text === '2') return ws.send('3'); // engine.io ping → pong
      if (text.startsWith('0')) return ws.send('40'); // engine.io open → socket.io connect
      if (text.startsWith('40')) return ws.send(`420${JSON.stringify(['tube:watch', { tubeId }])}`);
      if (text.startsWith('430')) return ok(); // ack of the watch
      if (text.startsWith('42')) {
        const at = now();
        const [event, message] = JSON.parse(text.slice(2)) as [string, { revision: number }];
        if (event !== 'tube:changed') return;
        const list = receipts.get(message.revision) ?? [];
        list.push(at);
        receipts.set(message.revision, list);
      }
    });
  });
}

async function start(msg: Start): Promise<void> {
  // Connect in waves so the server's accept queue is not the thing measured.
  for (let i = 0; i < msg.count; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, msg.count - i) }, () => connect(msg.url, msg.tubeId)));
  }
  process.send!('ready');
}

process.on('message', (msg: Start | 'report') => {
  if (msg === 'report') {
    process.send!({ receipts: [...receipts] }, () => {
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
