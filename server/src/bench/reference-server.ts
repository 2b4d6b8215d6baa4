// The reference purchase: the same work as a shop purchase of one ticket — debit the wallet, draw
// a free ticket of the tube, record the order and the prize-box item — as ONE hand-written SQL
// transaction behind a bare `node:http` server, with none of the shop's layers: no event log, no
// read models, no sessions (the bearer token is the member id). Two ways to send that transaction:
// - POST /buy/{tube}: a plpgsql function, one round trip: what the machine gives such a purchase at best;
// - POST /buy-statements/{tube}: its statements one by one between BEGIN and COMMIT (seven round
//   trips), the yardstick issue 29 measured its targets against.
// `npm run bench` runs it as its own process beside the shop's, against the same PostgreSQL, so the
// shop's figures read as a ratio to it.
//
// Usage: node reference-server.js <databaseUrl>; prints `reference listening: <url>`.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';

export const REFERENCE_SCHEMA = `
CREATE TABLE IF NOT EXISTS ref_wallets (user_id uuid PRIMARY KEY, tokens bigint NOT NULL);
CREATE TABLE IF NOT EXISTS ref_tickets (
  tube_id text NOT NULL, number int NOT NULL, tier text NOT NULL, drawn_by uuid, drawn_at timestamptz,
  PRIMARY KEY (tube_id, number));
CREATE TABLE IF NOT EXISTS ref_orders (
  order_id uuid PRIMARY KEY, user_id uuid NOT NULL, tube_id text NOT NULL, amount int NOT NULL, placed_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS ref_box_items (
  item_id uuid PRIMARY KEY DEFAULT gen_random_uuid(), order_id uuid NOT NULL, user_id uuid NOT NULL, tier text NOT NULL, ticket int NOT NULL);
CREATE INDEX IF NOT EXISTS ref_box_items_user ON ref_box_items (user_id);
CREATE OR REPLACE FUNCTION ref_buy(p_user uuid, p_tube text, p_price int, p_order uuid)
RETURNS TABLE (number int, tier text) LANGUAGE plpgsql AS $fn$
DECLARE v_number int; v_tier text;
BEGIN
  UPDATE ref_wallets SET tokens = tokens - p_price WHERE user_id = p_user AND tokens >= p_price;
  IF NOT FOUND THEN RAISE EXCEPTION 'insufficient tokens' USING ERRCODE = 'P0001'; END IF;
  SELECT t.number, t.tier INTO v_number, v_tier FROM ref_tickets t
   WHERE t.tube_id = p_tube AND t.drawn_by IS NULL ORDER BY random() LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF v_number IS NULL THEN RAISE EXCEPTION 'sold out' USING ERRCODE = 'P0002'; END IF;
  UPDATE ref_tickets t SET drawn_by = p_user, drawn_at = now() WHERE t.tube_id = p_tube AND t.number = v_number;
  INSERT INTO ref_orders (order_id, user_id, tube_id, amount) VALUES (p_order, p_user, p_tube, p_price);
  INSERT INTO ref_box_items (order_id, user_id, tier, ticket) VALUES (p_order, p_user, v_tier, v_number);
  RETURN QUERY SELECT v_number, v_tier;
END $fn$;`;

const PRICE = 250;

type Ticket = { number: number; tier: string };

/** The transaction of `ref_buy`, its statements sent one by one on one connection. */
async function buyByStatements(pool: Pool, user: string, tube: string, order: string): Promise<Ticket[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const debited = await client.query('UPDATE ref_wallets SET tokens = tokens - $2 WHERE user_id = $1 AND tokens >= $2', [user, PRICE]);
    if (debited.rowCount !== 1) throw Object.assign(new Error('insufficient tokens'), { code: 'P0001' });
    const { rows } = await client.query<Ticket>(
      `SELECT number, tier FROM ref_tickets WHERE tube_id = $1 AND drawn_by IS NULL ORDER BY random() LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [tube],
    );
    const ticket = rows[0];
    if (!ticket) throw Object.assign(new Error('sold out'), { code: 'P0002' });
    await client.query('UPDATE ref_tickets SET drawn_by = $1, drawn_at = now() WHERE tube_id = $2 AND number = $3', [user, tube, ticket.number]);
    await client.query('INSERT INTO ref_orders (order_id, user_id, tube_id, amount) VALUES ($1, $2, $3, $4)', [order, user, tube, PRICE]);
    await client.query('INSERT INTO ref_box_items (order_id, user_id, tier, ticket) VALUES ($1, $2, $3, $4)', [
      order,
      user,
      ticket.tier,
      ticket.number,
    ]);
    await client.query('COMMIT');
    return [ticket];
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.argv[2], max: 20 });
  await pool.query(REFERENCE_SCHEMA);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const [, route, tube] = /^\/(buy|buy-statements)\/([\w-]+)$/.exec(req.url ?? '') ?? [];
      const user = /^Bearer ([0-9a-f-]{36})$/.exec(req.headers.authorization ?? '')?.[1];
      if (req.method !== 'POST' || !tube || !user) return send(404, { success: false });
      let count: unknown;
      try {
        count = (JSON.parse(Buffer.concat(chunks).toString()) as { random_count?: unknown }).random_count;
      } catch {
        return send(400, { success: false });
      }
      if (count !== 1) return send(400, { success: false });
      const bought =
        route === 'buy'
          ? pool.query<Ticket>('SELECT number, tier FROM ref_buy($1, $2, $3, $4)', [user, tube, PRICE, randomUUID()]).then(({ rows }) => rows)
          : buyByStatements(pool, user, tube, randomUUID());
      bought.then(
        (tickets) => send(200, { success: true, tickets }),
        (error: { code?: string }) => send(error.code === 'P0002' ? 409 : 400, { success: false, message: String(error.code) }),
      );
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) console.log(`reference listening: http://127.0.0.1:${address.port}`);
  });
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

if (require.main === module) void main();
