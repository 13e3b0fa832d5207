# The endpoint is checked at start: a usage error naming it, before any prompt (docs/contract.md, "Command line").
$ formsh forms/delivery.json --endpoint ftp://x
Error: --endpoint 'ftp://x': ftp: URLs are not supported (only http and https)
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/delivery.json --endpoint http://example.com/api
Error: --endpoint 'http://example.com/api': plain http is allowed only for loopback hosts; use https
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/delivery.json --endpoint notaurl
Error: --endpoint 'notaurl': invalid URL notaurl
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/delivery.json --endpoint ''
Error: --endpoint needs a URL (an empty one would mean the built-in mock)
Usage: formsh [run] FORM [options]
[exit 2]
$ formsh forms/delivery.json --endpoint http://127.0.0.1:9/api
Yetkazib berish · delivery v1.0.0 · 3 fields · endpoint: http://127.0.0.1:9/api
Type a value and press Enter; an empty line skips an optional field. :help lists commands.
Yetkazib berish
[1/3] Yetkazib berish usuli *
  1) Kuryer [courier]   2) O'zim olib ketaman [pickup]
delivery_type>
> :endpoint http://example.com/api
  ✗ plain http is allowed only for loopback hosts; use https; the endpoint is unchanged
delivery_type>
> :endpoint
  endpoint: http://127.0.0.1:9/api
delivery_type>
> :quit
[exit 1]
