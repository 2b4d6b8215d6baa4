// DDL of the PostgreSQL event store: two tables and the append function, all prefixed `es_`.
//
// Global order is (tx_id, seq): the writing transaction's id, then a sequence within it. A reader
// only reads rows whose transaction id is below the oldest transaction still running
// (pg_snapshot_xmin), so a transaction that took its id early but commits late can never land
// behind a position a reader has already passed. New transactions always get ids at or above
// that horizon, so everything below it is final.

/**
 * Channel on which appenders tell other processes that the log moved; the payload is empty. The
 * append functions do not notify: a NOTIFY inside a transaction makes PostgreSQL serialise the
 * commits of all such transactions, so the store sends one after its appends commit, coalesced
 * (postgres-event-store.ts).
 */
export const NOTIFY_CHANNEL = 'es_events';

/** Raised by es_append when only some of the ids are already in the stream. */
export const SQLSTATE_EVENT_IDS_REUSED = 'ES002';

/** Raised and caught inside es_append_many to undo the claims of a batch with a conflict. */
const SQLSTATE_BATCH_CONFLICT = 'ES003';

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

-- Appends to several streams in one call, all or nothing (the purchase's one commit).
-- p_batch: a jsonb array of {stream, expected, events}; expected as in es_append; a stream at most
-- once. Revisions are claimed in stream-id order, so batches that share streams queue on the same
-- row locks in the same order and cannot deadlock; the events are then inserted in the batch's
-- order, so they follow each other in the global log as the caller listed them.
-- Returns one row per item (item = its index in p_batch): its last revision and position. On a
-- conflict, one row for the first conflicting item with conflict = true and the stream's actual
-- revision, having written nothing. A replay of a whole earlier batch returns the original rows.
CREATE OR REPLACE FUNCTION es_append_many(p_batch jsonb)
RETURNS TABLE (item int, conflict boolean, last_revision bigint, last_tx_id xid8, last_seq bigint)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  v_n int := jsonb_array_length(p_batch);
  v_starts bigint[] := array_fill(NULL::bigint, ARRAY[jsonb_array_length(p_batch)]);
  v_it record;
  v_count int;
  v_before bigint;
  v_found int;
  v_offsets int;
  v_replayed int := 0;
  v_conflict_item int;
  v_conflict_stream text;
BEGIN
  BEGIN
    FOR v_it IN
      SELECT (b.ord - 1)::int AS i, b.x->>'stream' AS stream, (b.x->>'expected')::bigint AS expected, b.x->'events' AS events
        FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(x, ord)
       ORDER BY b.x->>'stream'
    LOOP
      v_count := jsonb_array_length(v_it.events);
      v_before := NULL;
      v_found := 0;
      IF v_it.expected IS NULL THEN
        SELECT count(*), count(DISTINCT e.revision - i.ord) INTO v_found, v_offsets
          FROM jsonb_array_elements(v_it.events) WITH ORDINALITY AS i(x, ord)
          JOIN es_events e ON e.stream_id = v_it.stream AND e.event_id = (i.x->>'id')::uuid;
        IF v_found = 0 THEN
          INSERT INTO es_streams AS s (stream_id, revision) VALUES (v_it.stream, v_count - 1)
            ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + v_count
            RETURNING s.revision - v_count INTO v_before;
        END IF;
      ELSIF v_it.expected = -1 THEN
        INSERT INTO es_streams (stream_id, revision) VALUES (v_it.stream, v_count - 1)
          ON CONFLICT DO NOTHING
          RETURNING -1 INTO v_before;
      ELSE
        UPDATE es_streams s SET revision = s.revision + v_count
         WHERE s.stream_id = v_it.stream AND s.revision = v_it.expected
         RETURNING v_it.expected INTO v_before;
      END IF;

      IF v_before IS NOT NULL THEN
        v_starts[v_it.i + 1] := v_before;
      ELSE
        IF v_it.expected IS NOT NULL THEN
          SELECT count(*), count(DISTINCT e.revision - i.ord) INTO v_found, v_offsets
            FROM jsonb_array_elements(v_it.events) WITH ORDINALITY AS i(x, ord)
            JOIN es_events e ON e.stream_id = v_it.stream AND e.event_id = (i.x->>'id')::uuid;
        END IF;
        IF v_found = v_count AND v_offsets = 1 THEN
          v_replayed := v_replayed + 1;
        ELSIF v_found > 0 THEN
          RAISE EXCEPTION 'stream %: % of % event ids were already appended, not as one earlier append',
            v_it.stream, v_found, v_count
            USING ERRCODE = '${SQLSTATE_EVENT_IDS_REUSED}';
        ELSE
          v_conflict_item := v_it.i;
          v_conflict_stream := v_it.stream;
          RAISE EXCEPTION 'conflict' USING ERRCODE = '${SQLSTATE_BATCH_CONFLICT}';
        END IF;
      END IF;
    END LOOP;
  EXCEPTION WHEN SQLSTATE '${SQLSTATE_BATCH_CONFLICT}' THEN
    -- The block's claims are rolled back with it: nothing of the batch is written.
    RETURN QUERY
      SELECT v_conflict_item, true, coalesce((SELECT s.revision FROM es_streams s WHERE s.stream_id = v_conflict_stream), -1),
             NULL::xid8, NULL::bigint;
    RETURN;
  END;

  IF v_replayed = v_n THEN
    RETURN QUERY
      SELECT (b.ord - 1)::int, false, e.revision, e.tx_id, e.seq
        FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(x, ord)
        JOIN es_events e ON e.stream_id = b.x->>'stream'
                        AND e.event_id = (b.x->'events'->(jsonb_array_length(b.x->'events') - 1)->>'id')::uuid
       ORDER BY b.ord;
    RETURN;
  ELSIF v_replayed > 0 THEN
    RAISE EXCEPTION 'a batch repeats % of its % streams from an earlier append, not the whole batch', v_replayed, v_n
      USING ERRCODE = '${SQLSTATE_EVENT_IDS_REUSED}';
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
      SELECT b.x->>'stream', v_starts[b.ord::int] + i.ord, (i.x->>'id')::uuid, i.x->>'type', i.x->'data', i.x->'metadata'
        FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(x, ord)
       CROSS JOIN LATERAL jsonb_array_elements(b.x->'events') WITH ORDINALITY AS i(x, ord)
       ORDER BY b.ord, i.ord
      RETURNING stream_id, revision, tx_id, seq
    )
    SELECT DISTINCT ON (b.ord) (b.ord - 1)::int, false, ins.revision, ins.tx_id, ins.seq
      FROM jsonb_array_elements(p_batch) WITH ORDINALITY AS b(x, ord)
      JOIN inserted ins ON ins.stream_id = b.x->>'stream'
     ORDER BY b.ord, ins.revision DESC;
END
$fn$;
`;
