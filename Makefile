# Makefile - libpuzzle8. Plain GNU make, no configure step.
#
#   make              build lib/libpuzzle8.a, lib/libpuzzle8.so.* and bin/puzzle8
#   make check        build everything and run the whole test suite (test/run-tests.sh)
#   make run          build and run a sample `puzzle8 compare`
#   make install      install (PREFIX=/usr/local, DESTDIR=, LIBDIR=, ...); make uninstall
#   make clean        restore a pristine tree
#   make help         list the targets and the variables
#
# CC, CFLAGS, CPPFLAGS, LDFLAGS and LDLIBS belong to the user; the project's own flags live in
# P8_* variables and are appended. WERROR=1 turns warnings into errors.
#
# Sources are found by wildcard (src/*.c, tools/*.c, test/test_*.c): adding a file needs no
# edit here. The file is organised in sections; add new targets (bench, coverage, fuzz, asan...)
# as a new section near the end and list them in `help`.

# =============================================================================================
# 1. Version: read from include/puzzle8.h, the one place it lives.
# =============================================================================================
P8_HEADER := include/puzzle8.h
P8_VERSION_FIELD = $(shell awk '$$2 == "P8_VERSION_$(1)" && NF >= 3 { print $$3 }' $(P8_HEADER))
VERSION_MAJOR := $(call P8_VERSION_FIELD,MAJOR)
VERSION_MINOR := $(call P8_VERSION_FIELD,MINOR)
VERSION_PATCH := $(call P8_VERSION_FIELD,PATCH)
VERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)
ifeq ($(strip $(VERSION_MAJOR)),)
$(error could not read P8_VERSION_MAJOR from $(P8_HEADER))
endif

# =============================================================================================
# 2. Tools and flags. User variables first, project flags appended after them.
# =============================================================================================
CC ?= cc
CXX ?= c++
AR ?= ar
ARFLAGS = rcs
CFLAGS ?= -O2 -g
CPPFLAGS ?=
LDFLAGS ?=
LDLIBS ?=
INSTALL ?= install
PKG_CONFIG ?= pkg-config

P8_WARN := -Wall -Wextra -Wpedantic -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(WERROR),1)
P8_WARN += -Werror
endif
# -D_POSIX_C_SOURCE: -std=c99 hides POSIX (clock_gettime, getopt...); define it once, here.
P8_CPPFLAGS := -Iinclude -Isrc -D_POSIX_C_SOURCE=200809L
P8_CFLAGS := -std=c99 $(P8_WARN) -fvisibility=hidden
P8_DEPFLAGS = -MMD -MP
# Libraries the library itself needs (also written to Libs.private in puzzle8.pc).
P8_LIBS :=
# Libraries test programs may need (threads for the concurrency tests, libm).
P8_TEST_LIBS := -pthread -lm

# The compile line: the in-tree -I first (an installed older puzzle8.h on a user -I path must not
# shadow it), then user flags, then project flags (a later -std/-W wins).
P8_COMPILE = $(CC) $(P8_CPPFLAGS) $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) $(P8_DEPFLAGS)

# =============================================================================================
# 3. Files.
# =============================================================================================
LIB_NAME   := libpuzzle8
LIB_STATIC := lib/$(LIB_NAME).a
LIB_SONAME := $(LIB_NAME).so.$(VERSION_MAJOR)
LIB_REAL   := lib/$(LIB_NAME).so.$(VERSION)
LIB_LINKS  := lib/$(LIB_SONAME) lib/$(LIB_NAME).so
LIB_MAP    := src/libpuzzle8.map

LIB_SRCS   := $(sort $(wildcard src/*.c))
LIB_OBJS   := $(LIB_SRCS:src/%.c=build/static/%.o)
LIB_PICOBJS := $(LIB_SRCS:src/%.c=build/pic/%.o)

TOOL_SRCS  := $(sort $(wildcard tools/*.c))
TOOL_OBJS  := $(TOOL_SRCS:tools/%.c=build/tools/%.o)
TOOL_BIN   := $(if $(TOOL_SRCS),bin/puzzle8)

TEST_SRCS  := $(sort $(wildcard test/test_*.c))
TEST_OBJS  := $(TEST_SRCS:test/%.c=build/test/%.o)
TEST_BINS  := $(TEST_SRCS:test/%.c=build/test/%)

DEPS := $(LIB_OBJS:.o=.d) $(LIB_PICOBJS:.o=.d) $(TOOL_OBJS:.o=.d) $(TEST_OBJS:.o=.d)

# Rebuild everything when the compiler or the flags change (e.g. `make CC=clang` after a gcc
# build): the objects depend on a stamp holding the current command line.
P8_FLAGS_STAMP := build/flags.stamp
P8_FLAGS_NOW := $(CC) | $(CPPFLAGS) $(P8_CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) | $(LDFLAGS) $(LDLIBS)
P8_NO_BUILD_GOALS := clean distclean help uninstall
ifneq ($(filter-out $(P8_NO_BUILD_GOALS),$(or $(MAKECMDGOALS),all)),)
$(shell mkdir -p build && printf '%s\n' '$(subst ','\'',$(P8_FLAGS_NOW))' > build/flags.new.$$$$ && \
  (cmp -s build/flags.new.$$$$ $(P8_FLAGS_STAMP) || cp build/flags.new.$$$$ $(P8_FLAGS_STAMP)); \
  rm -f build/flags.new.$$$$)
endif

# =============================================================================================
# 4. The library.
# =============================================================================================
.PHONY: all lib tools
.DEFAULT_GOAL := all

all: lib tools
lib: $(LIB_STATIC) $(LIB_REAL) $(LIB_LINKS)
tools: $(TOOL_BIN)

$(LIB_OBJS): build/static/%.o: src/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) -c -o $@ $<

$(LIB_PICOBJS): build/pic/%.o: src/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) -fPIC -c -o $@ $<

$(LIB_STATIC): $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) $(ARFLAGS) $@ $(LIB_OBJS)

$(LIB_REAL): $(LIB_PICOBJS) $(LIB_MAP)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -shared -fPIC $(LDFLAGS) -Wl,-soname,$(LIB_SONAME) \
	    -Wl,--version-script=$(LIB_MAP) -Wl,-z,defs -o $@ $(LIB_PICOBJS) $(P8_LIBS) $(LDLIBS)

lib/$(LIB_SONAME): $(LIB_REAL)
	ln -sf $(notdir $(LIB_REAL)) $@

lib/$(LIB_NAME).so: lib/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $@

# =============================================================================================
# 5. The command-line tool: every tools/*.c makes one program, linked with the static library.
# =============================================================================================
.PHONY: run

$(TOOL_OBJS): build/tools/%.o: tools/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) -c -o $@ $<

bin/puzzle8: $(TOOL_OBJS) $(LIB_STATIC)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(TOOL_OBJS) $(LIB_STATIC) $(P8_LIBS) $(LDLIBS)

run: all
	@test -n "$(TOOL_BIN)" || { echo "run: no tools/*.c yet, nothing to run" >&2; exit 1; }
	./bin/puzzle8 compare --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"

# =============================================================================================
# 6. Tests: each test/test_*.c is its own program, linked with the static library (so it can
#    reach internal p8__ functions). test/run-tests.sh runs them and the test/*_test.sh scripts.
# =============================================================================================
.PHONY: check test tests

$(TEST_OBJS): build/test/%.o: test/%.c test/test.h $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) -c -o $@ $<

$(TEST_BINS): build/test/%: build/test/%.o $(LIB_STATIC)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIB_STATIC) $(P8_LIBS) $(P8_TEST_LIBS) $(LDLIBS)

tests: lib $(TEST_BINS)

check: all tests
	P8_ROOT="$(CURDIR)" CC="$(CC)" CXX="$(CXX)" MAKE="$(MAKE)" PKG_CONFIG="$(PKG_CONFIG)" \
	    P8_VERSION="$(VERSION)" P8_VERSION_MAJOR="$(VERSION_MAJOR)" \
	    sh test/run-tests.sh $(TEST_BINS)

test: check

# =============================================================================================
# 7. Install / uninstall. DESTDIR applies to every path. Lower-case names are accepted too.
# =============================================================================================
.PHONY: install uninstall install-pc

prefix      ?= /usr/local
PREFIX      ?= $(prefix)
exec_prefix ?= $(PREFIX)
libdir      ?= $(exec_prefix)/lib
LIBDIR      ?= $(libdir)
bindir      ?= $(exec_prefix)/bin
BINDIR      ?= $(bindir)
includedir  ?= $(PREFIX)/include
INCLUDEDIR  ?= $(includedir)
pkgconfigdir ?= $(LIBDIR)/pkgconfig
PKGCONFIGDIR ?= $(pkgconfigdir)
datarootdir ?= $(PREFIX)/share
mandir      ?= $(datarootdir)/man
MANDIR      ?= $(mandir)

MAN3 := $(sort $(wildcard docs/man/*.3))
MAN1 := $(sort $(wildcard docs/man/*.1))

# Generated at install time, so `make install PREFIX=/usr` after `make` is right.
build/puzzle8.pc: puzzle8.pc.in FORCE
	@mkdir -p build
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    -e 's|@LIBS_PRIVATE@|$(P8_LIBS)|g' -e '/^Libs.private: *$$/d' puzzle8.pc.in > $@

install: all build/puzzle8.pc
	$(INSTALL) -d "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(LIBDIR)" "$(DESTDIR)$(PKGCONFIGDIR)"
	$(INSTALL) -m 0644 $(P8_HEADER) "$(DESTDIR)$(INCLUDEDIR)/puzzle8.h"
	$(INSTALL) -m 0644 $(LIB_STATIC) "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).a"
	$(INSTALL) -m 0644 $(LIB_REAL) "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_REAL))"
	ln -sf $(notdir $(LIB_REAL)) "$(DESTDIR)$(LIBDIR)/$(LIB_SONAME)"
	ln -sf $(LIB_SONAME) "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).so"
	$(INSTALL) -m 0644 build/puzzle8.pc "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc"
ifneq ($(TOOL_BIN),)
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 $(TOOL_BIN) "$(DESTDIR)$(BINDIR)/puzzle8"
endif
ifneq ($(MAN3),)
	$(INSTALL) -d "$(DESTDIR)$(MANDIR)/man3"
	$(INSTALL) -m 0644 $(MAN3) "$(DESTDIR)$(MANDIR)/man3/"
endif
ifneq ($(MAN1),)
	$(INSTALL) -d "$(DESTDIR)$(MANDIR)/man1"
	$(INSTALL) -m 0644 $(MAN1) "$(DESTDIR)$(MANDIR)/man1/"
endif

# Removes exactly the files install puts down (directories are left: they may be shared).
uninstall:
	rm -f "$(DESTDIR)$(INCLUDEDIR)/puzzle8.h"
	rm -f "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).a" "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_REAL))"
	rm -f "$(DESTDIR)$(LIBDIR)/$(LIB_SONAME)" "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).so"
	rm -f "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc"
	rm -f "$(DESTDIR)$(BINDIR)/puzzle8"
	$(foreach f,$(MAN3),rm -f "$(DESTDIR)$(MANDIR)/man3/$(notdir $(f))";)
	$(foreach f,$(MAN1),rm -f "$(DESTDIR)$(MANDIR)/man1/$(notdir $(f))";)

# =============================================================================================
# 8. Extra targets (bench, coverage, fuzz, asan, ...) go here, one section each.
# =============================================================================================

# ---------------------------------------------------------------------------------------------
# 8a. bench: build/bench/bench (bench/bench.c, public API only, user CFLAGS, static library) and
#     build/bench/reference (../shared/bench/reference.c, hand-specialised, always -O2), run in
#     one run with ratios. A report: a target MISS never fails; a wrong answer does (exit 2).
#     BENCH_DATA picks the instances; BENCH_ARGS adds flags (--json, --quick). bench/README.md.
# ---------------------------------------------------------------------------------------------
.PHONY: bench

BENCH_DATA ?= ../shared/data/sample_goal_123456780.txt
BENCH_REF ?= ../shared/bench/reference.c
BENCH_ARGS ?=

build/bench/bench.o: bench/bench.c $(P8_HEADER) $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -Iinclude -D_POSIX_C_SOURCE=200809L $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) -c -o $@ $<

build/bench/bench: build/bench/bench.o $(LIB_STATIC)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIB_STATIC) $(P8_LIBS) $(LDLIBS)

build/bench/reference: $(BENCH_REF) $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -O2 -o $@ $(BENCH_REF)

bench: build/bench/bench build/bench/reference
	./build/bench/bench --reference ./build/bench/reference $(BENCH_ARGS) $(BENCH_DATA)

# =============================================================================================
# 9. Housekeeping.
# =============================================================================================
.PHONY: clean distclean help FORCE
FORCE:

clean:
	rm -rf lib bin build
	rm -rf bindings/python/build bindings/python/*.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean

help:
	@echo "libpuzzle8 $(VERSION) - targets:"
	@echo "  all (default)  lib/libpuzzle8.a, lib/libpuzzle8.so.$(VERSION) and links, bin/puzzle8"
	@echo "  lib            the static and shared libraries only"
	@echo "  tools          bin/puzzle8 (from tools/*.c)"
	@echo "  run            build, then run a sample 'bin/puzzle8 compare'"
	@echo "  tests          build the test programs (build/test/test_*)"
	@echo "  check          build everything and run test/run-tests.sh (alias: test)"
	@echo "  bench          build and run the benchmark with ratios to a reference (bench/README.md)"
	@echo "  install        install under DESTDIR+PREFIX (default /usr/local)"
	@echo "  uninstall      remove exactly what install put down"
	@echo "  clean          remove lib/ bin/ build/ and other generated files"
	@echo "  help           this list"
	@echo "variables: CC CFLAGS CPPFLAGS LDFLAGS LDLIBS WERROR=1 PREFIX DESTDIR LIBDIR"
	@echo "           BINDIR INCLUDEDIR PKGCONFIGDIR MANDIR (lower-case names accepted)"

# Keep the test objects (make would delete them as intermediates otherwise).
.SECONDARY: $(TEST_OBJS)
.DELETE_ON_ERROR:

-include $(DEPS)
