# formsh — `make run` and `make test` are all the set-up there is.
SWIFT ?= swift
# Each module imports only what Package.swift says it depends on (docs/design.md).
BUILD_FLAGS := --explicit-target-dependency-import-check error
APT_PACKAGES := libreadline-dev libicu-dev libcurl4-openssl-dev
TEST_APT_PACKAGES := tmux strace gdb python3-venv python3-pip time shellcheck postgresql curl util-linux mount
FORM ?= forms/loan_application.json
BIN := .build/debug/formsh
RELEASE_BIN ?= .build/release/formsh

.PHONY: all deps test-deps build run test bench fuzz soak clean install

all: build

# Installs missing Debian packages (as root: apt-get; otherwise says what to install).
deps:
	@bash scripts/ensure-packages.sh $(APT_PACKAGES)

test-deps: deps
	@bash scripts/ensure-packages.sh $(TEST_APT_PACKAGES)
	@bash scripts/ensure-python.sh

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# The release build: the one users install, and the one whose start-up is measured.
# formsh exits 1 when the form is left unsent (:quit, Ctrl-D): the demo ended, the build
# did not fail, so make reports only the other statuses.
run: deps
	$(SWIFT) build $(BUILD_FLAGS) -c release --product formsh
	$(RELEASE_BIN) $(FORM) || [ $$? -eq 1 ]

# Every shell script, at warning level (a finding is silenced only on its line, with the reason).
SHELL_SCRIPTS = $(shell find . -path ./.build -prune -o -path ./.git -prune -o -path ./fuzz/.build -prune -o -path ./bench/.venv -prune -o -name '*.sh' -print) .ci/run

test: test-deps
	python3 scripts/check-architecture.py
	shellcheck -S warning $(SHELL_SCRIPTS)
	$(SWIFT) format lint --strict -r Sources Tests fuzz
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	$(SWIFT) test --skip-build --parallel
	FORMSH_SECRET_OTP=123456 FORMSH_SECRET_OTP_2=000000 FORMSH_SECRET_CARD_NUMBER=4111111111111111 $(BIN) replay transcripts
	bash Tests/System/run-all.sh

bench: deps
	$(SWIFT) run $(BUILD_FLAGS) -c release formsh-bench

# Fuzz every target for SECONDS each (libFuzzer + AddressSanitizer); findings land in fuzz/regressions/.
SECONDS ?= 60
fuzz: deps
	bash fuzz/run.sh $(SECONDS)

# 10,000 scripted inputs in one process and 10,000 requests to `formsh serve`, memory checked.
soak: build
	bash Tests/System/soak/run.sh

# Installs formsh and its bash, zsh and fish completion scripts under PREFIX
# (DESTDIR for packaging; CONFIG=debug installs the debug build).
PREFIX ?= /usr/local
CONFIG ?= release
install: deps
	$(SWIFT) build $(BUILD_FLAGS) -c $(CONFIG) --product formsh
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 .build/$(CONFIG)/formsh $(DESTDIR)$(PREFIX)/bin/formsh
	.build/$(CONFIG)/formsh completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/formsh
	.build/$(CONFIG)/formsh completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_formsh
	.build/$(CONFIG)/formsh completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/formsh.fish

clean:
	rm -rf .build
