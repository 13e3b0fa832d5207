#!/usr/bin/env bash
# probe and the README's vectors loop against servers written with the frameworks backends
# really use, from the loan form and the transfer amount form (their rules and messages),
# each with its framework's defaults: FastAPI + pydantic 2 under uvicorn, Django forms
# behind wsgiref, python-jsonschema on `formsh export --json-schema`; and a hand-written
# JSON Schema whose pattern has no anchors. Every divergence each framework really has is
# proven by one direct request here, and probe reports exactly those with their cause; every
# other verdict is checked by posting the case again (judge.py); against `formsh serve`
# every case of every family is `same`, exit 0.
source "$(dirname "$0")/faults/lib.sh"
r_init "probe and vectors against FastAPI/pydantic, Django forms and python-jsonschema servers"
unset http_proxy https_proxy HTTP_PROXY HTTPS_PROXY all_proxy ALL_PROXY
if ! python3 -c "import django, fastapi, pydantic, uvicorn, jsonschema" 2>/dev/null; then
  echo "SKIP: Django, FastAPI, pydantic, uvicorn or jsonschema is not installed (bash scripts/ensure-python.sh)"
  exit 77
fi
command -v curl >/dev/null || { echo "SKIP: curl is not installed (make test installs it)"; exit 77; }
fw=Tests/System/frameworks fx=Tests/Fixtures/probe/frameworks
loan=forms/loan_application.json transfer=forms/card_transfer/step2_amount.json
loan_valid=$fx/loan_valid.json transfer_valid=$fx/transfer_valid.json
export FORMSH_SECRET_PASSPORT=AA1234567

# py_server NAME SCRIPT ARGS...: starts a Python server that writes its port to a file;
# sets URL_NAME once it answers.
# shellcheck disable=SC2034 # read as ${!name} by proves and probe_against
URL_pydantic="" URL_django="" URL_jsonschema=""
py_server() {
  local name=$1 script=$2 portfile="$R_DIR/$1.port" i
  shift 2
  python3 "$script" "$portfile" "$@" >"$R_DIR/$name.log" 2>&1 &
  R_PIDS+=($!)
  for ((i = 0; i < 300; i++)); do
    if [ -s "$portfile" ] && curl -s -o /dev/null "http://127.0.0.1:$(cat "$portfile")/"; then
      printf -v "URL_$name" 'http://127.0.0.1:%s' "$(cat "$portfile")"
      return 0
    fi
    sleep 0.1
  done
  r_show "$R_DIR/$name.log" "$name"
  r_stop "the $name server did not start"
}

"$FORMSH" export --json-schema "$loan" >"$R_DIR/loan.schema.json" || r_stop "export of the loan form failed"
"$FORMSH" export --json-schema "$transfer" >"$R_DIR/transfer.schema.json" || r_stop "export of the transfer form failed"
py_server pydantic "$fw/pydantic_app.py"
py_server django "$fw/django_app.py"
py_server jsonschema "$fw/jsonschema_app.py" "/api/v1/loan/apply=$R_DIR/loan.schema.json=$loan" \
  "/api/v1/transfer/amount=$R_DIR/transfer.schema.json=$transfer" "/api/v1/kod=$fx/kod.schema.json=$fx/kod.json"
r_serve --forms forms || r_stop "formsh serve did not start"

# proves SERVER PATH STATUS VALID KEY=JSON...: one direct request shows what the framework
# does: the valid payload with those keys set (a JSON value written as is, digits kept) or
# left out (KEY=-), posted to the server, answers STATUS. The requests are sent together
# by `send_proofs`.
proves() {
  local url_var=$1 path=$2
  shift 2
  (IFS=$'\t'; echo "${!url_var}$path	$*") >>"$R_DIR/proofs.tsv"
}
send_proofs() {
  python3 - "$R_DIR/proofs.tsv" <<'PY'
import json, sys, urllib.error, urllib.request
failed = 0
for line in open(sys.argv[1], encoding="utf-8"):
    url, want, valid, *changes = line.rstrip("\n").split("\t")
    payload, raw = json.load(open(valid, encoding="utf-8")), {}
    for change in changes:
        key, value = change.split("=", 1)
        payload.pop(key, None) if value == "-" else payload.__setitem__(key, f"@@{key}@@")
        raw[key] = value
    text = json.dumps(payload, ensure_ascii=False)
    for key, value in raw.items():
        text = text.replace(f'"@@{key}@@"', value)
    request = urllib.request.Request(url, text.encode(), {"Content-Type": "application/json"})
    try:
        status = urllib.request.urlopen(request).status
    except urllib.error.HTTPError as e:
        status = e.code
    if str(status) != want:
        failed += 1
        print(f"{url}: {text} answered {status}, not {want}")
sys.exit(1 if failed else 0)
PY
}

long60=$(printf 'Ж%.0s' $(seq 59))
# pydantic 2 under FastAPI: str keeps spaces, lengths count code points, floats, lax types.
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid full_name='"   "'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid income_source='"other"' employer=- income_other='"   "'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid employer='"   "'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid full_name='"Ж👍🏽"'
proves URL_pydantic /api/v1/loan/apply 422 $loan_valid full_name="\"${long60}👍🏽\""
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid amount=499999.99999999999999999
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid amount=50000000.00000000000000001
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid amount='"5000000"'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid purposes='["home", "car", "home"]'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid insurance='"false"'
proves URL_pydantic /api/v1/transfer/amount 200 $transfer_valid transfer_amount=999.99999999999999999
proves URL_pydantic /api/v1/transfer/amount 200 $transfer_valid transfer_amount=15000000.00000000000000001
proves URL_pydantic /api/v1/transfer/amount 200 $transfer_valid transfer_amount='"250000"'
# ... and what it does like the app: its pattern's $ is the end; 12.0 is 12; a blank
# value breaks the pattern (another message, no family's cause).
proves URL_pydantic /api/v1/loan/apply 422 $loan_valid user_phone='"+998901234567\n"'
proves URL_pydantic /api/v1/loan/apply 200 $loan_valid term_months=12.0
# Django forms: CharField strips, lengths count code points, json.loads floats, lax types,
# choices compared as text.
for v in '" +998901234567"' '"+998901234567 "' '"+998901234567\n"'; do
  proves URL_django /api/v1/loan/apply 200 $loan_valid user_phone="$v"
done
for v in '" AA1234567"' '"AA1234567 "' '"AA1234567\n"'; do
  proves URL_django /api/v1/loan/apply 200 $loan_valid passport="$v"
done
proves URL_django /api/v1/loan/apply 422 $loan_valid full_name='" Gʻ"'
proves URL_django /api/v1/loan/apply 422 $loan_valid full_name='"Gʻ "'
proves URL_django /api/v1/loan/apply 200 $loan_valid full_name="\" ${long60}Ж\""
proves URL_django /api/v1/loan/apply 200 $loan_valid full_name="\"${long60}Ж \""
proves URL_django /api/v1/loan/apply 200 $loan_valid full_name='"Ж👍🏽"'
proves URL_django /api/v1/loan/apply 422 $loan_valid full_name="\"${long60}👍🏽\""
proves URL_django /api/v1/loan/apply 200 $loan_valid amount=499999.99999999999999999
proves URL_django /api/v1/loan/apply 200 $loan_valid amount=50000000.00000000000000001
proves URL_django /api/v1/loan/apply 200 $loan_valid amount='"5000000"'
proves URL_django /api/v1/loan/apply 422 $loan_valid term_months=12.0
proves URL_django /api/v1/loan/apply 200 $loan_valid purposes='["home", "car", "home"]'
proves URL_django /api/v1/loan/apply 200 $loan_valid insurance='"false"'
proves URL_django /api/v1/loan/apply 200 $loan_valid agree_terms='"true"'
proves URL_django /api/v1/transfer/amount 200 $transfer_valid transfer_amount=999.99999999999999999
proves URL_django /api/v1/transfer/amount 200 $transfer_valid transfer_amount=15000000.00000000000000001
proves URL_django /api/v1/transfer/amount 200 $transfer_valid transfer_amount='"250000"'
# python-jsonschema on the export: Python's $ before a final newline, code points, floats;
# strict types.
proves URL_jsonschema /api/v1/loan/apply 200 $loan_valid user_phone='"+998901234567\n"'
proves URL_jsonschema /api/v1/loan/apply 200 $loan_valid passport='"AA1234567\n"'
proves URL_jsonschema /api/v1/loan/apply 200 $loan_valid full_name='"Ж👍🏽"'
proves URL_jsonschema /api/v1/loan/apply 422 $loan_valid full_name="\"${long60}👍🏽\""
proves URL_jsonschema /api/v1/loan/apply 200 $loan_valid amount=499999.99999999999999999
proves URL_jsonschema /api/v1/loan/apply 200 $loan_valid amount=50000000.00000000000000001
proves URL_jsonschema /api/v1/loan/apply 422 $loan_valid amount='"5000000"'
proves URL_jsonschema /api/v1/loan/apply 422 $loan_valid user_phone='"+998901234567 "'
proves URL_jsonschema /api/v1/transfer/amount 200 $transfer_valid transfer_amount=999.99999999999999999
proves URL_jsonschema /api/v1/transfer/amount 200 $transfer_valid transfer_amount=15000000.00000000000000001
# A hand-written schema whose pattern has no ^…$: JSON Schema searches.
proves URL_jsonschema /api/v1/kod 200 $fx/kod_valid.json kod='"x123456y"'
proves URL_jsonschema /api/v1/kod 200 $fx/kod_valid.json kod='"7123456"'
send_proofs >"$R_DIR/proofs.out" || { r_fail "a framework does not do what the test says of it"; r_show "$R_DIR/proofs.out"; }

# What probe must name, per server and form: each case with a cause, as proven above.
expected() {
  case $1 in
  pydantic-loan) cat <<'EOF2'
full_name 1. required: spaces only	server accepts	server takes spaces for a value
full_name 2. minLength 3: below (👍🏽)	server accepts	server counts code points
full_name 3. maxLength 60: at (👍🏽)	server rejects valid	server counts code points
amount 2. min 500000: below by less than a double	server accepts	server reads numbers as binary floats
amount 3. max 50000000: above by less than a double	server accepts	server reads numbers as binary floats
amount type: number as a string	server accepts	server converts types
income_other 1. required: spaces only	server accepts	server takes spaces for a value
employer 1. required, when income_source = salary: spaces only	server accepts	server takes spaces for a value
purposes type: option twice	server accepts	server accepts an option twice
insurance type: boolean as a string	server accepts	server converts types
EOF2
  ;;
  django-loan) cat <<'EOF2'
user_phone 2. regex ^\+998[0-9]{9}$: no match, leading space	server accepts	server trims spaces
user_phone 2. regex ^\+998[0-9]{9}$: no match, trailing space	server accepts	server trims spaces
user_phone 2. regex ^\+998[0-9]{9}$: no match, newline after	server accepts	server trims spaces
full_name 2. minLength 3: below (👍🏽)	server accepts	server counts code points
full_name 2. minLength 3: at, leading space	server rejects valid	server trims spaces
full_name 2. minLength 3: at, trailing space	server rejects valid	server trims spaces
full_name 3. maxLength 60: at (👍🏽)	server rejects valid	server counts code points
full_name 3. maxLength 60: above, leading space	server accepts	server trims spaces
full_name 3. maxLength 60: above, trailing space	server accepts	server trims spaces
passport 2. regex ^[A-Z]{2}[0-9]{7}$: no match, leading space	server accepts	server trims spaces
passport 2. regex ^[A-Z]{2}[0-9]{7}$: no match, trailing space	server accepts	server trims spaces
passport 2. regex ^[A-Z]{2}[0-9]{7}$: no match, newline after	server accepts	server trims spaces
amount 2. min 500000: below by less than a double	server accepts	server reads numbers as binary floats
amount 3. max 50000000: above by less than a double	server accepts	server reads numbers as binary floats
amount type: number as a string	server accepts	server converts types
term_months type: whole number written with .0	server rejects valid	server compares numbers as text
purposes type: option twice	server accepts	server accepts an option twice
insurance type: boolean as a string	server accepts	server converts types
agree_terms type: boolean as a string	server accepts	server converts types
EOF2
  ;;
  jsonschema-loan) cat <<'EOF2'
user_phone 2. regex ^\+998[0-9]{9}$: no match, newline after	server accepts	server's $ matches before a final newline
full_name 2. minLength 3: below (👍🏽)	server accepts	server counts code points
full_name 3. maxLength 60: at (👍🏽)	server rejects valid	server counts code points
passport 2. regex ^[A-Z]{2}[0-9]{7}$: no match, newline after	server accepts	server's $ matches before a final newline
amount 2. min 500000: below by less than a double	server accepts	server reads numbers as binary floats
amount 3. max 50000000: above by less than a double	server accepts	server reads numbers as binary floats
EOF2
  ;;
  pydantic-transfer | django-transfer) cat <<'EOF2'
transfer_amount 2. min 1000: below by less than a double	server accepts	server reads numbers as binary floats
transfer_amount 3. max 15000000: above by less than a double	server accepts	server reads numbers as binary floats
transfer_amount type: number as a string	server accepts	server converts types
EOF2
  ;;
  jsonschema-transfer) cat <<'EOF2'
transfer_amount 2. min 1000: below by less than a double	server accepts	server reads numbers as binary floats
transfer_amount 3. max 15000000: above by less than a double	server accepts	server reads numbers as binary floats
EOF2
  ;;
  jsonschema-kod) cat <<'EOF2'
kod 2. regex [0-9]{6}: no match, character after	server accepts	server matches part of the value
kod 2. regex [0-9]{6}: no match, character before	server accepts	server matches part of the value
kod 2. regex [0-9]{6}: no match, leading space	server accepts	server matches part of the value
kod 2. regex [0-9]{6}: no match, trailing space	server accepts	server matches part of the value
kod 2. regex [0-9]{6}: no match, newline after	server accepts	server matches part of the value
EOF2
  ;;
  esac
}

# probe_against SERVER NAME FORM VALID PATH: probe --json (and --junit) against it; every
# verdict checked by judge.py, the cases with a cause exactly those expected.
probe_against() {
  local server=$1 name=$2 form=$3 valid=$4 path=$5 url out st
  url="${!server}$path"
  out="$R_DIR/$name"
  "$FORMSH" probe "$form" --valid "$valid" --dry-run >"$out.dry.jsonl" || r_fail "$name: --dry-run failed"
  "$FORMSH" probe "$form" --valid "$valid" --endpoint "$url" --json --junit "$out.xml" >"$out.jsonl" 2>"$out.err"; st=$?
  [ "$st" -eq 1 ] || { r_fail "$name: probe exited $st, not 1"; r_show "$out.err"; }
  python3 "$fw/judge.py" "$out.jsonl" "$out.dry.jsonl" "$url" >"$out.judged" || { r_fail "$name: probe misjudged cases"; r_show "$out.judged"; }
  diff <(expected "$name") <(awk -F '\t' '$3 != ""' "$out.judged") >"$out.diff" \
    || { r_fail "$name: the cases with a cause differ from the divergences proven (< expected, > probe)"; r_show "$out.diff"; }
  # Every case without a cause is not one a family explains.
  awk -F '\t' '$3 == "" && $2 != "other wording"' "$out.judged" | grep -E ': (spaces only|below \(|at \(|at, |above, |no match, |.* by less than a double|.* as a string|option twice|whole number)' \
    && r_fail "$name: a family's case has no cause"
  # The summary counts per cause, and JUnit names the cause.
  python3 - "$out.jsonl" "$out.judged" <<'PY' || r_fail "$name: the summary's causes"
import collections, json, sys
summary = [json.loads(l) for l in open(sys.argv[1])][-1]
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[2])]
causes = collections.Counter(r[2] for r in rows if len(r) == 3 and r[2])
assert summary["kind"] == "summary" and summary["causes"] == dict(causes), (summary, causes)
PY
  first=$(expected "$name" | head -1)
  grep -qF "<failure message=\"$(cut -f2 <<<"$first"): $(cut -f3 <<<"$first" | sed "s/'/\&apos;/g")\"" "$out.xml" \
    || r_fail "$name: JUnit does not name the cause of '$(cut -f1 <<<"$first")'"
}

probe_against URL_pydantic pydantic-loan "$loan" "$loan_valid" /api/v1/loan/apply
probe_against URL_django django-loan "$loan" "$loan_valid" /api/v1/loan/apply
probe_against URL_jsonschema jsonschema-loan "$loan" "$loan_valid" /api/v1/loan/apply
probe_against URL_pydantic pydantic-transfer "$transfer" "$transfer_valid" /api/v1/transfer/amount
probe_against URL_django django-transfer "$transfer" "$transfer_valid" /api/v1/transfer/amount
probe_against URL_jsonschema jsonschema-transfer "$transfer" "$transfer_valid" /api/v1/transfer/amount
probe_against URL_jsonschema jsonschema-kod "$fx/kod.json" "$fx/kod_valid.json" /api/v1/kod

# Plain output against Django: the long value keeps its 👍🏽, the cause and a curl line
# that, run by a shell, gets the same answer (the passport from $FORMSH_SECRET_PASSPORT).
"$FORMSH" probe "$loan" --valid "$loan_valid" --endpoint "$URL_django/api/v1/loan/apply" --header "X-Izoh: it's ʻok" \
  >"$R_DIR/django.txt" 2>&1
grep -qxF '  sent:   full_name = "Gʻulo…ввв👍🏽" (60 characters)' "$R_DIR/django.txt" || r_fail "the 👍🏽 case's value: $(grep -A1 'at (👍🏽)' "$R_DIR/django.txt")"
block=$(grep -A6 -xF 'full_name 2. minLength 3: at, trailing space: server rejects valid' "$R_DIR/django.txt")
grep -qxF '  cause:  server trims spaces' <<<"$block" || r_fail "no cause for the trailing space: $block"
line=$(grep -m1 '^  curl:   ' <<<"$block" | sed 's/^  curl:   //')
grep -qF -e "--header 'X-Izoh: it'\\''s ʻok'" <<<"$line" || r_fail "the header is not quoted for the shell: $line"
grep -qF "\"passport\":\"'\"\$FORMSH_SECRET_PASSPORT\"'\"" <<<"$line" || r_fail "the passport is not read from the environment: $line"
got=$(sh -c "$line -s -o /dev/null -w '%{http_code}'")
[ "$got" = 422 ] || r_fail "the curl line got $got, not the 422 probe saw: $line"
grep -qE '^[0-9]+ cases: .*; causes: 2 server counts code points, 10 server trims spaces, 2 server reads numbers as binary floats, 3 server converts types, 1 server accepts an option twice, 1 server compares numbers as text$' "$R_DIR/django.txt" \
  || r_fail "the plain summary: $(tail -1 "$R_DIR/django.txt")"
# --jobs 4 gives the same report, causes included (they build on the cases before).
"$FORMSH" probe "$loan" --valid "$loan_valid" --endpoint "$URL_django/api/v1/loan/apply" --header "X-Izoh: it's ʻok" --jobs 4 \
  >"$R_DIR/django4.txt" 2>&1
cmp -s "$R_DIR/django.txt" "$R_DIR/django4.txt" || r_fail "--jobs 4 changed the report: $(diff "$R_DIR/django.txt" "$R_DIR/django4.txt" | head -5)"
"$FORMSH" probe "$loan" --valid "$loan_valid" --endpoint "$URL_django/api/v1/loan/apply" --cases spaces,partial >"$R_DIR/spaces.txt"
grep -vq -e ', leading space' -e ', trailing space' -e 'spaces only' -e 'character after' -e 'character before' -e 'newline after' <(grep -v '^ ' "$R_DIR/spaces.txt" | sed '1d;$d') \
  && r_fail "--cases spaces,partial sent other cases: $(grep -v '^ ' "$R_DIR/spaces.txt")"

# formsh serve agrees with itself on every case of every family, both forms.
for pair in "$loan:$loan_valid:/api/v1/loan/apply" "$transfer:$transfer_valid:/api/v1/transfer/amount"; do
  IFS=: read -r form valid path <<<"$pair"
  out=$("$FORMSH" probe "$form" --valid "$valid" --endpoint "$R_SERVE_URL$path" --jobs 4 2>&1); st=$?
  [ "$st" -eq 0 ] || r_fail "probe of $form against formsh serve exited $st: $(grep -v '^ ' <<<"$out" | grep -v ': same$')"
  grep -qE '^([0-9]+) cases: \1 same, 0 other wording, 0 server accepts, 0 server rejects valid, 0 without a payload$' <<<"$out" \
    || r_fail "not every case of $form is same against formsh serve: $(tail -1 <<<"$out")"
done

# The README's vectors loop names, per server, every vector a family catches.
awk '/^## Backend tools/{s=1} /^## What formsh guarantees/{s=0} s && /```python/{b=1; next} s && b && /```/{exit} s && b' README.md \
  | sed 's/^  //' >"$R_DIR/run_vectors.py"
"$FORMSH" vectors "$loan" --valid "$loan_valid" >"$R_DIR/loan.vectors.jsonl" || r_fail "formsh vectors failed"
grep -q '"family": "precision"' "$R_DIR/loan.vectors.jsonl" || r_fail "the vectors carry no family"
out=$(python3 "$R_DIR/run_vectors.py" "$R_SERVE_URL/api/v1/loan/apply" "$R_DIR/loan.vectors.jsonl" 2>&1); st=$?
[ "$st" -eq 0 ] && [ -z "$out" ] || r_fail "the loop against formsh serve exited $st: $out"
for server in pydantic django jsonschema; do
  url_var=URL_$server
  out=$(python3 "$R_DIR/run_vectors.py" "${!url_var}/api/v1/loan/apply" "$R_DIR/loan.vectors.jsonl" 2>&1); st=$?
  [ "$st" -eq 1 ] || r_fail "the loop against $server exited $st"
  while IFS=$'\t' read -r name _ _; do
    grep -qF "$name [" <<<"$out" || r_fail "the loop against $server does not name '$name': $out"
  done < <(expected "$server-loan")
done
r_pass
