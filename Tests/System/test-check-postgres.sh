#!/usr/bin/env bash
# docs/backend-tools.md's PostgreSQL round trip, run as written against a real PostgreSQL
# of the test's own (Debian's postgresql package; initdb refuses root, so the server runs
# as an unprivileged user, in the test's folder, on a private unix socket, stopped at the
# end): rows whose payloads hold JSON escapes, Cyrillic, ʻ and emoji go out with psql into
# `formsh check - --payload /payload --id /id --json`, and the verdicts come back into a
# table. The table must hold, for every row, the verdict `check` gives the same payload
# read from a file; and text-format COPY, which the recipe avoids, must have changed them
# (so the rows do hold what it would break).
source "$(dirname "$0")/faults/lib.sh"
r_init "the PostgreSQL round trip of docs/backend-tools.md, as written"

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/psql" ]; then
  echo "SKIP: PostgreSQL is not installed (Debian's postgresql package, in the Makefile's TEST_APT_PACKAGES)"
  exit 77
fi

# The server's user: root cannot run initdb.
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  user=postgres
  id -u "$user" >/dev/null 2>&1 || user=nobody
  run_as=(runuser -u "$user" --)
  chmod 711 "$R_DIR"
fi
pg="$R_DIR/pg"
mkdir -p "$pg/sock"
[ ${#run_as[@]} -eq 0 ] || chown -R "$user" "$pg"

pg_stop() { "${run_as[@]}" "$bin/pg_ctl" -D "$pg/data" -m immediate -w stop >/dev/null 2>&1; }
trap 'pg_stop; r_cleanup' EXIT

"${run_as[@]}" "$bin/initdb" -D "$pg/data" -A trust -U formsh -E UTF8 --no-locale --no-sync >"$pg/initdb.log" 2>&1 \
  || { r_show "$pg/initdb.log" initdb; r_stop "initdb failed"; }
"${run_as[@]}" "$bin/pg_ctl" -D "$pg/data" -l "$pg/server.log" -w -t 30 \
  -o "-k $pg/sock -c listen_addresses='' -c fsync=off -c synchronous_commit=off" start >/dev/null \
  || { r_show "$pg/server.log" "server log"; r_stop "the server did not start"; }

# psql and formsh as the recipe calls them: by name, connected by the environment.
formsh_dir=$(dirname "$FORMSH")
export PATH="$bin:$formsh_dir:$PATH" PGHOST="$pg/sock" PGUSER=formsh PGDATABASE=postgres PGCLIENTENCODING=UTF8
export PGOPTIONS="-c client_min_messages=warning"
work="$R_DIR/work"
mkdir -p "$work"
cp forms/loan_application.json "$work/"
rows=Tests/System/fixtures/stored/loan_rows.jsonl
sql() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }

# The rows, loaded as they are: each line one jsonb value, then spread into columns.
sql -c "CREATE TABLE incoming (r jsonb NOT NULL)" \
    -c "CREATE TABLE loan_applications (id bigint PRIMARY KEY, created timestamptz NOT NULL, payload jsonb)" \
  || r_stop "could not create the tables"
sql -c "COPY incoming (r) FROM STDIN WITH (FORMAT csv, QUOTE E'\x01', DELIMITER E'\x02')" <"$rows" || r_stop "could not load the rows"
sql -c "INSERT INTO loan_applications SELECT (r->>'id')::bigint, (r->>'created')::timestamptz, NULLIF(r->'payload', 'null') FROM incoming" \
  || r_stop "could not spread the rows"
count=$(grep -c . "$rows")
[ "$(sql -At -c "SELECT count(*) FROM loan_applications")" = "$count" ] || r_stop "not every row was loaded"

# The docs' block, as written.
awk '/<!-- recipe: postgres/{s=1; next} s && /^```sh/{b=1; next} b && /^```/{exit} b' docs/backend-tools.md >"$R_DIR/recipe.sh"
grep -q 'formsh check loan_application.json - --payload /payload --id /id --json' "$R_DIR/recipe.sh" \
  || r_stop "no PostgreSQL recipe found in docs/backend-tools.md: $(cat "$R_DIR/recipe.sh")"
(cd "$work" && bash "$R_DIR/recipe.sh") >"$R_DIR/recipe.out" 2>&1 || { r_show "$R_DIR/recipe.out" recipe; r_stop "the recipe failed"; }
grep -q ERROR "$R_DIR/recipe.out" && { r_show "$R_DIR/recipe.out" recipe; r_fail "psql reported an error"; }

# What the recipe streamed out holds every escape: each row decodes to the row loaded.
psql -X -At -c "SELECT row_to_json(a) FROM (SELECT id, created, payload FROM loan_applications) a" >"$R_DIR/out.jsonl"
# The same payloads from a file, judged by one plain `check`.
python3 - "$rows" "$R_DIR" <<'EOF' || r_fail "could not write the payload file"
import json, sys
rows, folder = sys.argv[1], sys.argv[2]
with open(rows, encoding="utf-8") as f, open(folder + "/payloads.jsonl", "w", encoding="utf-8") as p, open(folder + "/ids", "w") as i:
    for line in f:
        row = json.loads(line)
        if row["payload"] is not None:
            p.write(json.dumps(row["payload"], ensure_ascii=False) + "\n")
            i.write(str(row["id"]) + "\n")
EOF
"$FORMSH" check forms/loan_application.json "$R_DIR/payloads.jsonl" --json >"$R_DIR/file.jsonl" 2>/dev/null
sql -At -c "SELECT verdict FROM check_verdicts" >"$R_DIR/table.jsonl" || r_stop "could not read the verdicts back"
# The wrong way, for contrast: COPY's text format.
sql -c "COPY (SELECT row_to_json(a) FROM (SELECT id, created, payload FROM loan_applications) a) TO STDOUT" >"$R_DIR/text-copy.jsonl"
"$FORMSH" check forms/loan_application.json - --payload /payload --id /id --json <"$R_DIR/text-copy.jsonl" >"$R_DIR/text-copy.verdicts" 2>/dev/null

cat >"$R_DIR/compare.py" <<'EOF'
import json, sys
rows, folder = sys.argv[1], sys.argv[2]
def lines(name):
    with open(folder + "/" + name, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]
def verdict(v):
    return {k: v[k] for k in ("valid", "errors", "rules", "error") if k in v}
problems = []
with open(rows, encoding="utf-8") as f:
    loaded = {r["id"]: r for r in map(json.loads, f)}
streamed = {r["id"]: r for r in lines("out.jsonl")}
for id, row in loaded.items():
    if streamed.get(id, {}).get("payload", "missing") != row["payload"]:
        problems.append(f"row {id} came out of psql as {streamed.get(id)}")
table = {v["id"]: v for v in lines("table.jsonl")}
ids = [int(l) for l in open(folder + "/ids")]
from_file = dict(zip(ids, (verdict(v) for v in lines("file.jsonl"))))
if len(table) != len(loaded):
    problems.append(f"{len(table)} verdicts in the table for {len(loaded)} rows")
for id, row in loaded.items():
    expected = from_file.get(id, {"valid": False, "error": "no payload at /payload"})
    if verdict(table.get(id, {})) != expected:
        problems.append(f"row {id}: table {table.get(id)} but check on the file {expected}")
if sum(1 for v in table.values() if v["valid"]) < 2 or sum(1 for v in table.values() if not v["valid"]) < 5:
    problems.append("the rows do not have both valid and invalid payloads")
# Messages that carry a value with escapes (an option's value) and keys with escapes survive.
if table.get(1005, {}).get("errors", {}).get("term_months") != '"1"2\\" is not one of the options':
    problems.append(f"row 1005's option message lost its escapes: {table.get(1005)}")
if "sh\u0430rh" not in table.get(1006, {}).get("errors", {}):
    problems.append(f"row 1006's unknown key lost its escape: {table.get(1006)}")
text_copy = {v["id"]: verdict(v) for v in lines("text-copy.verdicts") if v.get("id") is not None}
changed = [id for id in loaded if verdict(table.get(id, {})) != text_copy.get(id)]
if len(changed) < 3:
    problems.append(f"text-format COPY changed only rows {changed}: the rows hold too few escapes to tell")
print("\n".join(problems))
EOF
out=$(python3 "$R_DIR/compare.py" "$rows" "$R_DIR" 2>&1)
[ -z "$out" ] || r_fail "$out"
r_pass
