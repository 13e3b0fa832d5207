#!/usr/bin/env bash
# docs/backend-tools.md's Dask recipe, run as written on a real dask.distributed cluster
# on loopback (a `dask scheduler` and two `dask worker` processes): stored rows in four
# shards, each partition piped through `formsh check - --payload /payload --id /id
# --json` on a worker. The verdicts must be, id for id, those of one `check` over the
# whole file.
source "$(dirname "$0")/faults/lib.sh"
r_init "the Dask recipe of docs/backend-tools.md, as written, on a local dask.distributed cluster"
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY

if ! python3 -c "import dask.bag, distributed" 2>/dev/null; then
  echo "SKIP: dask.distributed is not installed (dask[distributed] from PyPI, in scripts/ensure-python.sh)"
  exit 77
fi

# The docs' file, as written.
awk '/<!-- recipe: dask/{s=1; next} s && /^```python/{b=1; next} b && /^```/{exit} b' docs/backend-tools.md >"$R_DIR/check_rows_dask.py"
grep -q 'map_partitions(check, form)' "$R_DIR/check_rows_dask.py" \
  || r_stop "no Dask recipe found in docs/backend-tools.md: $(cat "$R_DIR/check_rows_dask.py")"

# Rows: the stored fixture's ten (escapes, Cyrillic, ʻ, emoji, a null payload), again
# and again under new ids, with rows that have no id, in four shards.
work="$R_DIR/work"
mkdir -p "$work/verdicts"
cp forms/loan_application.json "$work/"
python3 - Tests/System/fixtures/stored/loan_rows.jsonl "$work/rows.jsonl" <<'EOF' || r_stop "could not write the rows"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for n in range(300):
        for row in rows:
            row = dict(row, id=n * 100 + row["id"] % 100)
            if n % 50 == 7 and row["id"] % 100 == 9:
                del row["id"]
            out.write(json.dumps(row, ensure_ascii=n % 2 == 0) + "\n")
EOF
(cd "$work" && split -n l/4 -d --additional-suffix=.jsonl rows.jsonl rows-)
[ "$(ls "$work"/rows-*.jsonl | wc -l)" -eq 4 ] || r_stop "the rows were not split in four shards"

# The cluster: a scheduler and two workers, each its own process, stopped at the end.
formsh_dir=$(dirname "$FORMSH")
export PATH="$formsh_dir:$PATH"
(cd "$work" && exec python3 -m distributed.cli.dask_scheduler --host 127.0.0.1 --port 0 --no-dashboard \
  --scheduler-file "$R_DIR/scheduler.json") >"$R_DIR/scheduler.log" 2>&1 &
R_PIDS+=($!)
r_wait_line "$R_DIR/scheduler.log" 'Scheduler at' 60 || { r_show "$R_DIR/scheduler.log" scheduler; r_stop "the scheduler did not start"; }
for w in 1 2; do
  (cd "$work" && exec python3 -m distributed.cli.dask_worker --scheduler-file "$R_DIR/scheduler.json" --host 127.0.0.1 \
    --no-nanny --nthreads 1 --no-dashboard --name "worker-$w" --local-directory "$R_DIR/worker-$w") >"$R_DIR/worker-$w.log" 2>&1 &
  R_PIDS+=($!)
done
address=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["address"])' "$R_DIR/scheduler.json")
r_wait_line "$R_DIR/scheduler.log" 'Register worker.*worker-1' 60 && r_wait_line "$R_DIR/scheduler.log" 'Register worker.*worker-2' 60 \
  || { r_show "$R_DIR/scheduler.log" scheduler; r_stop "the workers did not join"; }

(cd "$work" && timeout 120 python3 "$R_DIR/check_rows_dask.py" "$address" loan_application.json 'rows-*.jsonl' verdicts) \
  >"$R_DIR/recipe.log" 2>&1 || { r_show "$R_DIR/recipe.log" recipe; r_stop "the recipe failed"; }

# One check over the whole file, and the comparison, id for id.
"$FORMSH" check forms/loan_application.json "$work/rows.jsonl" --payload /payload --id /id --json >"$R_DIR/whole.jsonl" 2>/dev/null
cat >"$R_DIR/compare.py" <<'EOF'
import glob, json, sys
whole_path, folder, rows_path, log = sys.argv[1:5]
def verdict(v):
    return {k: v[k] for k in ("valid", "errors", "rules", "error") if k in v}
whole = [json.loads(l) for l in open(whole_path, encoding="utf-8")]
files = sorted(glob.glob(folder + "/*.jsonl"), key=lambda p: int(p.split("/")[-1].split(".")[0]))
parts = [[json.loads(l) for l in open(p, encoding="utf-8") if l.strip()] for p in files]
problems = []
if len(parts) != 4:
    problems.append(f"{len(parts)} partitions, not one per shard")
shard = [v for part in parts for v in part]
if len(shard) != len(whole) or len(whole) != 3000:
    problems.append(f"{len(shard)} verdicts from the cluster, {len(whole)} from one check, for 3000 rows")
by_id = lambda vs: {v["id"]: verdict(v) for v in vs if v["id"] is not None}
if by_id(shard) != by_id(whole):
    bad = [i for i in by_id(whole) if by_id(shard).get(i) != by_id(whole)[i]][:3]
    problems.append(f"verdicts differ, first ids {bad}")
if len(by_id(whole)) != 2994:
    problems.append(f"{len(by_id(whole))} rows with ids, not 2994")
# Rows without an id keep their shard's line numbers: the same verdicts, in the same order.
if [verdict(v) for v in shard if v["id"] is None] != [verdict(v) for v in whole if v["id"] is None]:
    problems.append("the rows without an id got other verdicts")
if sum(v["valid"] for v in whole) != 900 or sum(v.get("error") == "no payload at /payload" for v in whole) != 300:
    problems.append("the rows are not the fixture's: " + str(sum(v["valid"] for v in whole)) + " valid")
if "shаrh" not in by_id(shard).get(1006, {}).get("errors", {}):
    problems.append(f"row 1006 lost its escaped key: {by_id(shard).get(1006)}")
# The cluster had its two workers.
workers = {l.split("worker-")[1][0] for l in open(log) if "Register worker" in l and "worker-" in l}
if workers != {"1", "2"}:
    problems.append(f"workers registered: {workers}")
print("\n".join(problems))
EOF
out=$(python3 "$R_DIR/compare.py" "$R_DIR/whole.jsonl" "$work/verdicts" "$work/rows.jsonl" "$R_DIR/scheduler.log" 2>&1)
[ -z "$out" ] || r_fail "$out"
r_pass
