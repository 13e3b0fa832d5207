"""A server validating posts against `formsh export --json-schema` with python-jsonschema,
as a team that shares the exported schema writes one (the validator for the schema's
$schema, default settings). The only glue: each validation error is mapped to the form's
message for the rule behind its keyword (read from the form file), in
{"errors": {key: message}} with status 422, the message of the key's first failing rule
in the form's order; an error the form has no message for keeps jsonschema's own. Run: python3 jsonschema_app.py PORTFILE ENDPOINT=SCHEMA=FORM ...
(the standard library's http.server on a free port of 127.0.0.1)."""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from jsonschema.validators import validator_for

# The rule behind each keyword; a "pattern" of \S is the export's required-and-not-blank.
RULES = {"required": "required", "minLength": "minLength", "maxLength": "maxLength", "pattern": "regex",
         "minimum": "min", "maximum": "max", "const": "required", "minItems": "required"}


def messages(form_path):
    """Each field's rules in order: {key: {rule: message}}."""
    out = {}
    for c in json.load(open(form_path, encoding="utf-8"))["components"]:
        key = c.get("props", {}).get("stateKey")
        for v in c.get("validations", []) if key else []:
            out.setdefault(key, {}).setdefault(v["rule"], v["errorMessage"])
    return out


def errors(validator, blank, payload, texts):
    """One message per key, as the form shows it: its first failing rule's."""
    found = {}
    for e in validator.iter_errors(payload):
        if e.validator == "required":
            keys = [k for k in e.validator_value if k not in e.instance]
        else:
            keys = [str(e.absolute_path[0])] if e.absolute_path else ["form"]
        rule = "required" if e.validator == "pattern" and e.validator_value == blank else RULES.get(e.validator)
        for key in keys:
            rules = list(texts.get(key, {}))
            rank = rules.index(rule) if rule in rules else len(rules)
            found.setdefault(key, []).append((rank, texts.get(key, {}).get(rule, e.message)))
    return {key: min(ranked)[1] for key, ranked in found.items()}


def blank_pattern(schema):
    """The export's pattern for a required text: the one that finds a letter in "a" and
    nothing in a space (its failure is the required rule's)."""
    for prop in schema.get("properties", {}).values():
        pattern = prop.get("pattern")
        if pattern and re.search(pattern, "a") and not re.search(pattern, " "):
            return pattern
    return None


def main():
    routes = {}
    for arg in sys.argv[2:]:
        endpoint, schema_path, form_path = arg.split("=")
        schema = json.load(open(schema_path, encoding="utf-8"))
        routes[endpoint] = (validator_for(schema)(schema), blank_pattern(schema), messages(form_path))

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            route = routes.get(self.path)
            payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            found = errors(*route[:2], payload, route[2]) if route else {"form": "no such endpoint"}
            body = json.dumps({"errors": found} if found else {"status": "ok"}).encode()
            self.send_response(422 if found else 200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(sys.argv[1], "w") as f:
        f.write(str(server.server_port))
    server.serve_forever()


if __name__ == "__main__":
    main()
