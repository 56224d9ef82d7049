-- ledger_post_batch, linear and in order (issue 16's import of 100,000 entries found both):
-- * an account posted several times in one batch got its postings' ids in the join's order, not
--   the order their balance-after was computed in, so the balance-after chain (ledger:verify) broke;
--   postings are now inserted in the computed order;
-- * three lookups were quadratic in the batch (k = ANY(accepted), array_position over the entries'
--   references for each outcome): a batch of 10,000 entries spent seconds in them. The accepted
--   entries are now joined, and their ids read back in input order.
-- Everything else (locking in id order, replays, overdraft refusals) is as migration 0009 wrote it.
CREATE OR REPLACE FUNCTION ledger_post_batch(batch jsonb) RETURNS jsonb AS $$
DECLARE
  existing text[];
  wanted int;
  w_owner text[];
  w_cur text[];
  w_kind smallint[];
  w_mid uuid[];
  want_ids bigint[];
  a_ids bigint[];
  keys text[];
  ids bigint[];
  bals bigint[];
  merchant boolean[];
  e jsonb;
  p jsonb;
  n int := 0;
  j int;
  ok boolean;
  pos int[];
  after bigint[];
  accepted int[] := '{}';
  outcomes jsonb[] := '{}';
  p_idx int[] := '{}';
  p_acct bigint[] := '{}';
  p_cur text[] := '{}';
  p_amt bigint[] := '{}';
  p_after bigint[] := '{}';
  e_ids bigint[];
  e_refs text[];
  e_types smallint[];
  m int;
BEGIN
  -- Every lookup below is a LATERAL subquery with LIMIT 1: it cannot be flattened into a hash join
  -- that scans the whole table, so each key costs one index probe however large the ledger grows.
  SELECT coalesce(array_agg(j.reference), '{}') INTO existing
    FROM jsonb_array_elements(batch) x
    JOIN LATERAL (SELECT reference FROM journal_entries
                   WHERE reference = x->>'r' LIMIT 1) j ON true;

  -- The accounts the new entries touch, found by their unique key (index lookups).
  SELECT coalesce(array_agg(w.o ORDER BY w.o, w.c, w.k), '{}'),
         coalesce(array_agg(w.c ORDER BY w.o, w.c, w.k), '{}'),
         coalesce(array_agg(w.k ORDER BY w.o, w.c, w.k), '{}'),
         coalesce(array_agg(w.mid ORDER BY w.o, w.c, w.k), '{}')
    INTO w_owner, w_cur, w_kind, w_mid
    FROM (SELECT DISTINCT q->>0 AS o, q->>2 AS c, (q->>3)::smallint AS k, (q->>1)::uuid AS mid
            FROM jsonb_array_elements(batch) x, jsonb_array_elements(x->'p') q
           WHERE NOT (x->>'r' = ANY(existing))) w;
  wanted := coalesce(array_length(w_owner, 1), 0);

  FOR attempt IN 1..2 LOOP
    SELECT coalesce(array_agg(l.id), '{}') INTO want_ids
      FROM unnest(w_owner, w_cur, w_kind) AS w(o, c, k)
      JOIN LATERAL (SELECT id FROM ledger_accounts
                     WHERE owner = w.o AND currency = w.c AND kind = w.k LIMIT 1) l ON true;
    EXIT WHEN coalesce(array_length(want_ids, 1), 0) >= wanted OR attempt = 2;
    -- Some accounts do not exist yet: create them (in key order), then look again.
    INSERT INTO ledger_accounts (owner, merchant_id, currency, kind)
      SELECT o, mid, c, k FROM unnest(w_owner, w_mid, w_cur, w_kind) AS w(o, mid, c, k)
      ON CONFLICT (owner, currency, kind) DO NOTHING;
  END LOOP;

  -- Lock them in id order: concurrent batches and single entries never wait on each other in a
  -- circle. Balances are read after the lock.
  SELECT coalesce(array_agg(a.owner || '|' || a.currency || '|' || a.kind ORDER BY a.id), '{}'),
         coalesce(array_agg(a.id ORDER BY a.id), '{}'),
         coalesce(array_agg(a.balance ORDER BY a.id), '{}'),
         coalesce(array_agg(a.merchant_id IS NOT NULL ORDER BY a.id), '{}')
    INTO keys, ids, bals, merchant
    FROM (SELECT id, owner, currency, kind, balance, merchant_id FROM ledger_accounts
           WHERE id = ANY(want_ids) ORDER BY id FOR UPDATE) a;

  FOR e IN SELECT value FROM jsonb_array_elements(batch) LOOP
    n := n + 1;
    IF e->>'r' = ANY(existing) THEN
      outcomes := outcomes || '{"x":1}'::jsonb;
      CONTINUE;
    END IF;
    ok := true;
    pos := '{}';
    after := '{}';
    -- Plain expressions only inside the loop: PL/pgSQL evaluates them without a query each.
    FOR m IN 0..jsonb_array_length(e->'p') - 1 LOOP
      p := e->'p'->m;
      j := array_position(keys, (p->>0) || '|' || (p->>2) || '|' || (p->>3));
      IF j IS NULL THEN
        RAISE EXCEPTION 'ledger: account % not locked', (p->>0) || '|' || (p->>2) || '|' || (p->>3);
      END IF;
      pos := pos || j;
      after := after || (bals[j] + (p->>4)::bigint);
      IF merchant[j] AND bals[j] + (p->>4)::bigint < 0 THEN ok := false; END IF;
    END LOOP;
    IF NOT ok THEN
      outcomes := outcomes || '{"e":"INSUFFICIENT_BALANCE"}'::jsonb;
      CONTINUE;
    END IF;
    a_ids := '{}';
    FOR m IN 1..array_length(pos, 1) LOOP
      bals[pos[m]] := after[m];
      a_ids := a_ids || ids[pos[m]];
      p_idx := p_idx || (coalesce(array_length(accepted, 1), 0) + 1);
      p_acct := p_acct || ids[pos[m]];
      p_cur := p_cur || (e->'p'->(m - 1)->>2);
      p_amt := p_amt || (e->'p'->(m - 1)->>4)::bigint;
      p_after := p_after || after[m];
    END LOOP;
    accepted := accepted || n;
    outcomes := outcomes || jsonb_build_object('a', to_jsonb(a_ids::text[]), 'b', to_jsonb(after::text[]));
  END LOOP;

  IF array_length(accepted, 1) > 0 THEN
    WITH wanted AS (
      SELECT t.x, t.k FROM jsonb_array_elements(batch) WITH ORDINALITY AS t(x, k)
        JOIN unnest(accepted) AS a(k) ON a.k = t.k),
    ins AS (
      INSERT INTO journal_entries (reference, order_type, order_no, idempotency_key, caused_by, memo, reverses)
      SELECT x->>'r', (x->>'t')::smallint, x->>'n', x->>'i', x->>'c', coalesce(x->'m', '{}'::jsonb), (x->>'v')::bigint
        FROM wanted
       ORDER BY k
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, reference, order_type)
    SELECT array_agg(ins.id ORDER BY w.k), array_agg(ins.reference ORDER BY w.k),
           array_agg(ins.order_type ORDER BY w.k)
      INTO e_ids, e_refs, e_types
      FROM ins JOIN wanted w ON w.x->>'r' = ins.reference;
    IF coalesce(array_length(e_ids, 1), 0) <> array_length(accepted, 1) THEN
      RAISE EXCEPTION 'ledger: a reference of the batch was written concurrently'
        USING ERRCODE = '40001';
    END IF;
    -- In the order computed above, so posting ids follow each account's balance-after chain.
    INSERT INTO postings (entry_id, account_id, currency, amount, balance_after, order_type)
      SELECT e_ids[u.idx], u.acct, u.cur, u.amt, u.aft, e_types[u.idx]
        FROM unnest(p_idx, p_acct, p_cur, p_amt, p_after) WITH ORDINALITY AS u(idx, acct, cur, amt, aft, o)
       ORDER BY u.o;
    UPDATE ledger_accounts AS a SET balance = v.balance
      FROM unnest(ids, bals) AS v(id, balance)
     WHERE a.id = v.id AND a.balance <> v.balance;
  END IF;

  -- Outcomes in input order, each accepted one with its entry id (accepted ones are in order).
  m := 0;
  FOR n IN 1..coalesce(array_length(outcomes, 1), 0) LOOP
    IF outcomes[n] ? 'a' THEN
      m := m + 1;
      outcomes[n] := outcomes[n] || jsonb_build_object('id', e_ids[m]::text);
    END IF;
  END LOOP;

  RETURN to_jsonb(outcomes);
END;
$$ LANGUAGE plpgsql;
