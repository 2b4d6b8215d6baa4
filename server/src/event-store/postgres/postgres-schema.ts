// DDL of the PostgreSQL event store: two tables and the append function, all prefixed `es_`.
//
// Global order is (tx_id, seq): the writing transaction's id, then a sequence within it. A reader
// only reads rows whose transaction id is below the oldest transaction still running
// (pg_snapshot_xmin), so a transaction that took its id early but commits late can never land
// behind a position a reader has already passed. New transactions always get ids at or above
// that horizon, so everything below it is final.

/** Channel on which every append notifies at commit; the payload is empty. */
export const NOTIFY_CHANNEL = 'es_events';

/** Raised by es_append when only some of the ids are already in the stream. */
export const SQLSTATE_EVENT_IDS_REUSED = 'ES002';

// Serialises concurrent ensureSchema calls (several API processes starting at once), which
// would otherwise race on CREATE ... IF NOT EXISTS and CREATE OR REPLACE FUNCTION.
const SCHEMA_LOCK_KEY = 0x65735f31; // 'es_1'

export const SCHEMA_LOCK_SQL = `SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  -- revision of the stream's last event; claiming revisions by updating it is what makes
  -- concurrent appenders of one stream take turns
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es_events (
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  seq bigserial NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_position PRIMARY KEY (tx_id, seq),
  CONSTRAINT es_events_stream_revision UNIQUE (stream_id, revision),
  CONSTRAINT es_events_stream_event_id UNIQUE (stream_id, event_id)
);

-- Appends p_events (a jsonb array of {id, type, data, metadata}) to p_stream_id in one call.
-- p_expected: NULL = any, -1 = no stream yet, n >= 0 = the stream's last revision must be n.
-- Returns one row: on success the last event's revision and position; on a conflict
-- conflict = true and the stream's actual revision (-1 = no stream), having written nothing.
-- A replay of events already in the stream (same ids, same order) returns the original result.
CREATE OR REPLACE FUNCTION es_append(p_stream_id text, p_expected bigint, p_events jsonb)
RETURNS TABLE (conflict boolean, last_revision bigint, last_tx_id xid8, last_seq bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_before bigint;
  v_found int;
  v_offsets int;
BEGIN
  -- Ids are only looked up before writing when nothing else would notice a replay.
  IF p_expected IS NULL THEN
    SELECT count(*), count(DISTINCT e.revision - i.ord) INTO v_found, v_offsets
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS i(x, ord)
      JOIN es_events e ON e.stream_id = p_stream_id AND e.event_id = (i.x->>'id')::uuid;
  END IF;

  IF v_found IS NULL OR v_found = 0 THEN
    -- Claim the revisions in one statement. A row already past the expected revision matches
    -- nothing and returns at once; only appenders that expect the same revision as an append in
    -- flight wait for its row lock, then find the revision moved on.
    IF p_expected IS NULL THEN
      INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream_id, v_count - 1)
        ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
        RETURNING s.revision - v_count INTO v_before;
    ELSIF p_expected = -1 THEN
      INSERT INTO es_streams (stream_id, revision) VALUES (p_stream_id, v_count - 1)
        ON CONFLICT DO NOTHING
        RETURNING -1 INTO v_before;
    ELSE
      UPDATE es_streams s SET revision = s.revision + v_count
       WHERE s.stream_id = p_stream_id AND s.revision = p_expected
       RETURNING p_expected INTO v_before;
    END IF;

    IF v_before IS NOT NULL THEN
      RETURN QUERY
        WITH inserted AS (
          INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
          SELECT p_stream_id, v_before + i.ord, (i.x->>'id')::uuid, i.x->>'type', i.x->'data', i.x->'metadata'
            FROM jsonb_array_elements(p_events) WITH ORDINALITY AS i(x, ord)
           ORDER BY i.ord
          RETURNING revision, tx_id, seq
        )
        SELECT false, inserted.revision, inserted.tx_id, inserted.seq
          FROM inserted ORDER BY inserted.revision DESC LIMIT 1;
      PERFORM pg_notify('${NOTIFY_CHANNEL}', '');
      RETURN;
    END IF;

    -- No claim: a retry of an earlier append, or a real conflict.
    SELECT count(*), count(DISTINCT e.revision - i.ord) INTO v_found, v_offsets
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS i(x, ord)
      JOIN es_events e ON e.stream_id = p_stream_id AND e.event_id = (i.x->>'id')::uuid;
  END IF;

  -- Same ids in the same order sit at revisions with one common offset from their input order.
  IF v_found = v_count AND v_offsets = 1 THEN
    RETURN QUERY
      SELECT false, e.revision, e.tx_id, e.seq FROM es_events e
       WHERE e.stream_id = p_stream_id AND e.event_id = (p_events->(v_count - 1)->>'id')::uuid;
  ELSIF v_found > 0 THEN
    RAISE EXCEPTION 'stream %: % of % event ids were already appended, not as one earlier append',
      p_stream_id, v_found, v_count
      USING ERRCODE = '${SQLSTATE_EVENT_IDS_REUSED}';
  ELSE
    RETURN QUERY
      SELECT true, coalesce((SELECT s.revision FROM es_streams s WHERE s.stream_id = p_stream_id), -1),
             NULL::xid8, NULL::bigint;
  END IF;
END
$fn$;
`;
