# SPDX-License-Identifier: MIT
# Makefile - libpuzzle8. Plain GNU make, no configure step.
#
#   make              build lib/libpuzzle8.a, lib/libpuzzle8.so.* and bin/puzzle8
#   make check        build everything and run the test suite (test/run-tests.sh; make check-full:
#                     the long forms)
#   make dist         the release tarball and SHA256SUMS; make distcheck tests it
#   make run          build and run a sample `puzzle8 compare`
#   make install      install (PREFIX=/usr/local, DESTDIR=, LIBDIR=, ...); make uninstall
#   make clean        restore a pristine tree
#   make help         list the targets and the variables
#   make asan valgrind coverage abi-check analyze check-full   quality gates (docs/quality.md)
#
# CC, CFLAGS, CPPFLAGS, LDFLAGS and LDLIBS belong to the user; the project's own flags live in
# P8_* variables and are appended. WERROR=1 turns warnings into errors. BUILD_DIR puts a whole
# build (objects, lib/, bin/, test programs) in its own directory: `make check BUILD_DIR=build/x
# CFLAGS=...` never touches the normal build/, lib/ and bin/ (the quality gates build that way).
#
# Sources are found by wildcard (src/*/*.c, tools/*.c, test/test_*.c): adding a file needs no
# edit here (CMakeLists.txt, the other build, globs the same directories). Linux and the BSDs,
# macOS and Windows (mingw-w64: `make CC=x86_64-w64-mingw32-gcc BUILD_DIR=build/mingw`) are
# told apart in section 2b. The file is organised in sections; add new targets (bench, coverage,
# fuzz, asan...)
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
# The test programs' own code (test/test_*.c; the library they link is built with CFLAGS): with
# the default CFLAGS above, -O0 -g, which compiles in half the time of -O1 -g; but the programs
# whose own oracles sweep the state space (P8_TEST_ORACLES: they ran slower at -O0 by more than
# their compile saved, measured program by program) get -O1 -g. CFLAGS given by the user (or a
# quality gate: make asan, coverage) apply to them all; TEST_CFLAGS=... sets them all apart.
P8_TEST_ORACLES := test_graph test_heuristic test_heuristic_check test_heuristic_field test_pdb \
    test_rank_solvable test_search_optimal test_search_rbfs_sma test_search_seed_rules test_table \
    test_view_svg test_view_trace_compare
ifeq ($(origin CFLAGS)$(origin TEST_CFLAGS),fileundefined)
TEST_CFLAGS := -O0 -g
P8_TEST_ORACLE_CFLAGS := -O1 -g
else
TEST_CFLAGS ?= $(CFLAGS)
P8_TEST_ORACLE_CFLAGS := $(TEST_CFLAGS)
endif
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
comma := ,
# Libraries the library itself needs (also written to Libs.private in puzzle8.pc).
P8_LIBS :=
# Libraries test programs may need (threads for the concurrency tests, libm).
P8_TEST_LIBS := -pthread -lm

# The compile line: the in-tree -I first (an installed older puzzle8.h on a user -I path must not
# shadow it), then user flags, then project flags (a later -std/-W wins).
P8_COMPILE = $(CC) $(P8_CPPFLAGS) $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) $(P8_DEPFLAGS)

# ---------------------------------------------------------------------------------------------
# 2b. The platform: from the compiler's target (`$(CC) -dumpmachine`) and `uname -s`. It decides
#     how the shared library is named and linked, nothing else:
#       elf      Linux, the BSDs: libpuzzle8.so.X.Y.Z, SONAME libpuzzle8.so.X, the linker version
#                script src/libpuzzle8.map (GNU ld, gold, lld)
#       darwin   macOS: libpuzzle8.X.Y.Z.dylib and the links libpuzzle8.X.dylib (its install
#                name; `make install` sets it to LIBDIR/libpuzzle8.X.dylib) and libpuzzle8.dylib;
#                compatibility version X.Y (a program linked with X.Y may call what X.Y added),
#                current version X.Y.Z; the exports are the list made from test/exports.txt;
#                no GNU ld flag. `make -n UNAME_S=Darwin` shows these commands on any system
#                (test/darwin_test.sh checks them).
#       windows  mingw-w64 (CC=x86_64-w64-mingw32-gcc): BIN_DIR/libpuzzle8.dll, exporting the
#                P8_API functions (__declspec(dllexport) under P8_BUILDING_DLL), and its import
#                library LIB_DIR/libpuzzle8.dll.a; objects of the static library, the programs
#                linked with it and their users are compiled with -DP8_STATIC; programs end in
#                .exe; the DLL and the programs link gcc's runtime statically (no
#                libgcc_s_seh-1.dll or libwinpthread-1.dll to carry beside them).
#                `make mingw-check` runs the test programs under wine.
# ---------------------------------------------------------------------------------------------
UNAME_S ?= $(shell uname -s 2>/dev/null)
P8_CC_TARGET := $(shell $(CC) -dumpmachine 2>/dev/null)
ifneq ($(filter %-mingw32 %-windows-gnu %-cygwin,$(P8_CC_TARGET))$(filter MINGW% MSYS% CYGWIN%,$(UNAME_S)),)
P8_PLATFORM := windows
else ifeq ($(UNAME_S),Darwin)
P8_PLATFORM := darwin
else
P8_PLATFORM := elf
endif

# P8_PIC: the shared library's objects; P8_TOOL_PIC: the command's (in a program and a library);
# P8_THREAD_LIBS: what the command links for its lock (Windows: an SRWLOCK, nothing).
ifeq ($(P8_PLATFORM),windows)
EXE := .exe
P8_PIC := -DP8_BUILDING_DLL
P8_TOOL_PIC :=
P8_STATIC_DEF := -DP8_STATIC
P8_EXE_LDFLAGS := -static
P8_THREAD_LIBS :=
else
EXE :=
P8_PIC := -fPIC
P8_TOOL_PIC := -fPIC
P8_STATIC_DEF :=
P8_EXE_LDFLAGS :=
P8_THREAD_LIBS := -pthread
endif

# =============================================================================================
# 3. Files. BUILD_DIR (default build) holds objects and test programs; LIB_DIR and BIN_DIR
#    default to lib and bin for the normal build, and to BUILD_DIR/lib and BUILD_DIR/bin for a
#    variant build (any other BUILD_DIR), so variants never clobber the normal build.
# =============================================================================================
BUILD_DIR ?= build
ifeq ($(BUILD_DIR),build)
LIB_DIR ?= lib
BIN_DIR ?= bin
else
LIB_DIR ?= $(BUILD_DIR)/lib
BIN_DIR ?= $(BUILD_DIR)/bin
endif

LIB_NAME   := libpuzzle8
LIB_STATIC := $(LIB_DIR)/$(LIB_NAME).a
LIB_MAP    := src/libpuzzle8.map
# The shared library (section 2b): LIB_REAL is the file, LIB_SONAME the name programs record,
# LIB_DEVLINK the name `-lpuzzle8` finds (on Windows the import library).
ifeq ($(P8_PLATFORM),darwin)
LIB_SONAME := $(LIB_NAME).$(VERSION_MAJOR).dylib
LIB_REAL   := $(LIB_DIR)/$(LIB_NAME).$(VERSION).dylib
LIB_DEVLINK := $(LIB_DIR)/$(LIB_NAME).dylib
LIB_EXPORTS := $(BUILD_DIR)/libpuzzle8.exports
else ifeq ($(P8_PLATFORM),windows)
LIB_SONAME := $(LIB_NAME).dll
LIB_REAL   := $(BIN_DIR)/$(LIB_NAME).dll
LIB_DEVLINK := $(LIB_DIR)/$(LIB_NAME).dll.a
else
LIB_SONAME := $(LIB_NAME).so.$(VERSION_MAJOR)
LIB_REAL   := $(LIB_DIR)/$(LIB_NAME).so.$(VERSION)
LIB_DEVLINK := $(LIB_DIR)/$(LIB_NAME).so
endif
LIB_LINKS  := $(if $(filter windows,$(P8_PLATFORM)),,$(LIB_DIR)/$(LIB_SONAME)) $(LIB_DEVLINK)

LIB_SRCS   := $(sort $(wildcard src/*.c src/*/*.c))
LIB_HDRS   := $(wildcard src/*.h src/*/*.h)
# One set of objects, position-independent, makes both libraries: the static library is the
# shared one's code (the library compiles once, not twice; with -fvisibility=hidden and the
# linker turning PLT calls into direct ones in a program, PIC costs nothing there). Windows is
# the exception: a DLL's objects export (P8_BUILDING_DLL), the static library's must not.
LIB_PICOBJS := $(LIB_SRCS:src/%.c=$(BUILD_DIR)/pic/%.o)
LIB_OBJS   := $(if $(filter windows,$(P8_PLATFORM)),$(LIB_SRCS:src/%.c=$(BUILD_DIR)/static/%.o),$(LIB_PICOBJS))

TOOL_SRCS  := $(sort $(wildcard tools/*.c))
TOOL_OBJS  := $(TOOL_SRCS:tools/%.c=$(BUILD_DIR)/tools/%.o)
TOOL_BIN   := $(if $(TOOL_SRCS),$(BIN_DIR)/puzzle8$(EXE))

TEST_SRCS  := $(sort $(wildcard test/test_*.c))
TEST_OBJS  := $(TEST_SRCS:test/%.c=$(BUILD_DIR)/test/%.o)
TEST_BINS  := $(TEST_SRCS:test/%.c=$(BUILD_DIR)/test/%$(EXE))

DEPS := $(sort $(LIB_OBJS:.o=.d) $(LIB_PICOBJS:.o=.d)) $(TOOL_OBJS:.o=.d) $(TEST_OBJS:.o=.d)

# Rebuild everything when the compiler or the flags change (e.g. `make CC=clang` after a gcc
# build): the objects depend on a stamp holding the current command line.
P8_FLAGS_STAMP := $(BUILD_DIR)/flags.stamp
P8_FLAGS_NOW := $(CC) | $(CPPFLAGS) $(P8_CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) | $(TEST_CFLAGS) $(P8_TEST_ORACLE_CFLAGS) | $(LDFLAGS) $(LDLIBS)
# Goals that build nothing in BUILD_DIR leave its stamp alone (the gates of sections 8b-8c and
# 8h-8i run beside the in-tree build in CI, each building in a directory of its own: were the
# stamp rewritten with their flags, the next in-tree make would build everything again).
P8_NO_BUILD_GOALS := clean distclean help uninstall dist distcheck version-update wasm mingw-check \
    cmake-check js-types npm-check mypy asan valgrind python-asan coverage abi-check abi-baseline \
    analyze constants-update fuzz tsan
ifneq ($(filter-out $(P8_NO_BUILD_GOALS),$(or $(MAKECMDGOALS),all)),)
$(shell mkdir -p $(BUILD_DIR) && \
  printf '%s\n' '$(subst ','\'',$(P8_FLAGS_NOW))' > $(BUILD_DIR)/flags.new.$$$$ && \
  (cmp -s $(BUILD_DIR)/flags.new.$$$$ $(P8_FLAGS_STAMP) || \
   cp $(BUILD_DIR)/flags.new.$$$$ $(P8_FLAGS_STAMP)); rm -f $(BUILD_DIR)/flags.new.$$$$)
endif

# =============================================================================================
# 4. The library.
# =============================================================================================
.PHONY: all lib tools
.DEFAULT_GOAL := all

# The FFI header is made by compiling and running a program against the header: not when
# cross-compiling for Windows (it is the same text on every platform; make it with the host cc).
all: lib tools $(if $(filter windows,$(P8_PLATFORM)),,ffi-header) refdocs man-links
lib: $(LIB_STATIC) $(LIB_REAL) $(LIB_LINKS)
tools: $(TOOL_BIN)

ifeq ($(P8_PLATFORM),windows)
# Windows: the static library's objects are compiled apart (P8_STATIC: no dllexport/dllimport).
$(LIB_OBJS): $(BUILD_DIR)/static/%.o: src/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) $(P8_STATIC_DEF) -c -o $@ $<
endif

$(LIB_PICOBJS): $(BUILD_DIR)/pic/%.o: src/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) $(P8_PIC) -c -o $@ $<

$(LIB_STATIC): $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) $(ARFLAGS) $@ $(LIB_OBJS)

# The link, by platform (section 2b). The exports: the version script (ELF), the same names as
# an exported-symbols list (Mach-O), the dllexport marks (PE; the DLL exports nothing else).
ifeq ($(P8_PLATFORM),darwin)
P8_SHARED_FLAGS = -dynamiclib -install_name @rpath/$(LIB_SONAME) \
    -compatibility_version $(VERSION_MAJOR).$(VERSION_MINOR) -current_version $(VERSION) \
    -Wl,-exported_symbols_list,$(LIB_EXPORTS)
P8_SHARED_DEPS = $(LIB_EXPORTS)
else ifeq ($(P8_PLATFORM),windows)
P8_SHARED_FLAGS = -shared -static-libgcc -Wl,--out-implib,$(LIB_DEVLINK)
P8_SHARED_DEPS =
else
P8_SHARED_FLAGS = -shared -fPIC -Wl,-soname,$(LIB_SONAME) -Wl,--version-script=$(LIB_MAP) -Wl,-z,defs
P8_SHARED_DEPS = $(LIB_MAP)
endif

$(LIB_REAL): $(LIB_PICOBJS) $(P8_SHARED_DEPS)
	@mkdir -p $(@D) $(LIB_DIR)
	$(CC) $(CFLAGS) $(LDFLAGS) $(P8_SHARED_FLAGS) -o $@ $(LIB_PICOBJS) $(P8_LIBS) $(LDLIBS)

ifeq ($(P8_PLATFORM),windows)
# Written by the DLL's link (--out-implib).
$(LIB_DEVLINK): $(LIB_REAL) ;
else
$(LIB_DIR)/$(LIB_SONAME): $(LIB_REAL)
	ln -sf $(notdir $(LIB_REAL)) $@

$(LIB_DEVLINK): $(LIB_DIR)/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $@
endif

# macOS: the exported-symbols list, test/exports.txt with the C prefix "_".
$(BUILD_DIR)/libpuzzle8.exports: test/exports.txt
	@mkdir -p $(@D)
	sed 's/^/_/' test/exports.txt > $@

# The FFI header: puzzle8.h as plain declarations for cffi and LuaJIT (scripts/ffi-header.sh
# evaluates every constant by compiling against the header). Generated, installed, never
# committed; test/ffi_test.sh checks it against the header.
.PHONY: ffi-header
P8_FFI_HEADER := $(BUILD_DIR)/include/puzzle8_ffi.h
ffi-header: $(P8_FFI_HEADER)
$(P8_FFI_HEADER): $(P8_HEADER) scripts/ffi-header.sh $(P8_FLAGS_STAMP)
	CC="$(CC)" sh scripts/ffi-header.sh $(P8_HEADER) $@

# The reference, written once: the comments of include/puzzle8.h. scripts/refdocs.py (standard
# library Python) lays them out as the entries of docs/reference.md and as the man pages
# docs/man/*.3, with the hand-written parts from docs/reference.md.in and docs/man/parts/*.mdoc.
# Both outputs are committed (readers on GitHub, installs on machines without Python); this
# rewrites the ones that changed, and test/refdocs_test.sh fails while one is stale.
.PHONY: refdocs
REFDOCS_PYTHON ?= python3
P8_REFDOCS_STAMP := $(BUILD_DIR)/refdocs.stamp
refdocs: $(P8_REFDOCS_STAMP)
$(P8_REFDOCS_STAMP): $(P8_HEADER) scripts/refdocs.py docs/reference.md.in \
                     $(wildcard docs/man/parts/*.mdoc) CHANGELOG.md
	@mkdir -p $(@D)
	@if command -v $(REFDOCS_PYTHON) >/dev/null 2>&1; then $(REFDOCS_PYTHON) scripts/refdocs.py --write; \
	else echo "refdocs: $(REFDOCS_PYTHON) not found: docs/reference.md and docs/man/*.3 kept as committed"; fi
	@touch $@

# Man page links: `man p8_board_new` opens p8_board(3). scripts/man-links.sh lists every name a
# page's NAME section gives that is not a page itself, and makes $(BUILD_DIR)/man/man3 (the
# pages and symbolic links to them); install and uninstall put down and remove the links.
.PHONY: man-links
P8_MAN_LINKS := $(BUILD_DIR)/man/links.txt
man-links: $(P8_MAN_LINKS)
$(P8_MAN_LINKS): $(sort $(wildcard docs/man/*.3)) scripts/man-links.sh $(P8_REFDOCS_STAMP)
	@mkdir -p $(@D)
	sh scripts/man-links.sh $(BUILD_DIR)/man/man3 docs/man/*.3 > $@.tmp
	mv $@.tmp $@

# =============================================================================================
# 5. The command-line tool. The command is the function p8_cli_main (tools/puzzle8_cli.h) in
#    the files of tools/ but puzzle8.c, compiled once, position-independent, into both
#      bin/puzzle8                  puzzle8.c (main) + those objects + the static library, and
#      lib/libpuzzle8cli.so.MAJOR   those objects alone, exporting p8_cli_main and
#                                   p8_cli_interrupt (tools/libpuzzle8cli.map), linked to
#                                   libpuzzle8.so.MAJOR and finding it beside itself ($ORIGIN):
#                                   what `python3 -m puzzle8` calls (ctypes). Installed beside
#                                   libpuzzle8; not part of its ABI (no header, no .so link).
# =============================================================================================
.PHONY: run

CLI_SRCS   := $(filter-out tools/puzzle8.c,$(TOOL_SRCS))
CLI_OBJS   := $(CLI_SRCS:tools/%.c=$(BUILD_DIR)/tools/%.o)
CLI_NAME   := libpuzzle8cli
CLI_MAP    := tools/libpuzzle8cli.map
# By platform (section 2b), as the library: the exports are the version script (ELF), the same
# names as an exported-symbols list (Mach-O), the dllexport marks of P8_CLI_API (PE); it finds
# libpuzzle8 beside itself ($$ORIGIN, @loader_path; Windows looks in the DLL's directory).
ifeq ($(P8_PLATFORM),darwin)
CLI_SONAME := $(CLI_NAME).$(VERSION_MAJOR).dylib
CLI_REAL   := $(LIB_DIR)/$(CLI_NAME).$(VERSION).dylib
CLI_EXPORTS := $(BUILD_DIR)/libpuzzle8cli.exports
CLI_SHARED_FLAGS = -dynamiclib -install_name @rpath/$(CLI_SONAME) \
    -compatibility_version $(VERSION_MAJOR).$(VERSION_MINOR) -current_version $(VERSION) \
    -Wl,-exported_symbols_list,$(CLI_EXPORTS) -Wl,-rpath,@loader_path
CLI_DEPS = $(CLI_EXPORTS) $(LIB_REAL)
CLI_LINK_WITH = $(LIB_REAL)
else ifeq ($(P8_PLATFORM),windows)
CLI_SONAME := $(CLI_NAME).dll
CLI_REAL   := $(BIN_DIR)/$(CLI_NAME).dll
CLI_SHARED_FLAGS = -shared -static-libgcc
CLI_DEPS = $(LIB_DEVLINK)
CLI_LINK_WITH = $(LIB_DEVLINK)
else
CLI_SONAME := $(CLI_NAME).so.$(VERSION_MAJOR)
CLI_REAL   := $(LIB_DIR)/$(CLI_NAME).so.$(VERSION)
CLI_SHARED_FLAGS = -shared -fPIC -Wl,-soname,$(CLI_SONAME) -Wl,--version-script=$(CLI_MAP) \
    -Wl,-z,defs -Wl,-rpath,'$$ORIGIN'
CLI_DEPS = $(CLI_MAP) $(LIB_REAL)
CLI_LINK_WITH = $(LIB_REAL)
endif
CLI_LIB    := $(if $(CLI_SRCS),$(if $(filter windows,$(P8_PLATFORM)),$(CLI_REAL),$(LIB_DIR)/$(CLI_SONAME)))
# Windows: the command's objects mark p8_cli_main and p8_cli_interrupt dllexport (the DLL exports
# them and nothing else; puzzle8.exe's export table names them too, harmlessly).
P8_CLI_DEF := $(if $(filter windows,$(P8_PLATFORM)),'-DP8_CLI_API=__declspec(dllexport)')

tools: $(CLI_LIB)

$(TOOL_OBJS): $(BUILD_DIR)/tools/%.o: tools/%.c $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(P8_COMPILE) $(P8_STATIC_DEF) $(P8_CLI_DEF) $(P8_TOOL_PIC) -c -o $@ $<

$(BIN_DIR)/puzzle8$(EXE): $(TOOL_OBJS) $(LIB_STATIC)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) $(P8_EXE_LDFLAGS) -o $@ $(TOOL_OBJS) $(LIB_STATIC) $(P8_LIBS) \
	    $(P8_THREAD_LIBS) $(LDLIBS)

$(CLI_REAL): $(CLI_OBJS) $(CLI_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) $(CLI_SHARED_FLAGS) -o $@ $(CLI_OBJS) $(CLI_LINK_WITH) $(P8_LIBS) \
	    $(P8_THREAD_LIBS) $(LDLIBS)

ifneq ($(P8_PLATFORM),windows)
$(LIB_DIR)/$(CLI_SONAME): $(CLI_REAL)
	ln -sf $(notdir $(CLI_REAL)) $@
endif

# macOS: the command library's exported-symbols list, the names of its version script.
$(BUILD_DIR)/libpuzzle8cli.exports: $(CLI_MAP)
	@mkdir -p $(@D)
	sed -n 's/^ *\(p8_[a-z0-9_]*\);$$/_\1/p' $(CLI_MAP) > $@

# The command's reference, from its own tables (tools/: each command's usage and options; the
# library's configuration table for the run options' values): scripts/clidocs.py writes
# docs/man/puzzle8.1 (from docs/man/parts/puzzle8.1.mdoc) and docs/cli.md's reference region from
# `bin/puzzle8 help --json`. Both are committed; test/clidocs_test.sh fails while either is stale.
.PHONY: clidocs
clidocs: $(TOOL_BIN)
	$(REFDOCS_PYTHON) scripts/clidocs.py --write --bin $(TOOL_BIN)

run: all
	@test -n "$(TOOL_BIN)" || { echo "run: no tools/*.c yet, nothing to run" >&2; exit 1; }
	./$(BIN_DIR)/puzzle8 compare --goal "0 1 2 3 4 5 6 7 8" "8 0 6 5 4 7 2 3 1"

# =============================================================================================
# 6. Tests: each test/test_*.c is its own program, linked with the static library (so it can
#    reach internal p8__ functions). test/run-tests.sh runs them and the test/*_test.sh scripts.
# =============================================================================================
.PHONY: check test tests

# On Windows the test programs that use only the public API link the DLL (its import library),
# so that the tests run against libpuzzle8.dll; those that include a private header of src/
# (reaching p8__ functions) link the static library, as every test program does elsewhere.
P8_TEST_LINK = $(LIB_STATIC)
P8_TEST_LINKAGE = $(P8_STATIC_DEF)
ifeq ($(P8_PLATFORM),windows)
P8_TEST_PRIVATE := $(if $(TEST_SRCS),$(shell grep -l '^#include "[a-z]*/[a-z_]*\.h"' $(TEST_SRCS)))
P8_TEST_DLL_BINS := $(filter-out $(P8_TEST_PRIVATE:test/%.c=$(BUILD_DIR)/test/%$(EXE)),$(TEST_BINS))
$(P8_TEST_DLL_BINS): P8_TEST_LINK = $(LIB_DEVLINK)
$(P8_TEST_DLL_BINS): $(LIB_DEVLINK)
$(P8_TEST_DLL_BINS:$(EXE)=.o): P8_TEST_LINKAGE =
endif

P8_TEST_OPT = $(TEST_CFLAGS)
$(P8_TEST_ORACLES:%=$(BUILD_DIR)/test/%.o): P8_TEST_OPT = $(P8_TEST_ORACLE_CFLAGS)
$(TEST_OBJS): $(BUILD_DIR)/test/%.o: test/%.c test/test.h $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) $(P8_CPPFLAGS) $(CPPFLAGS) $(P8_TEST_OPT) $(P8_CFLAGS) $(P8_DEPFLAGS) $(P8_TEST_LINKAGE) -c -o $@ $<

$(TEST_BINS): $(BUILD_DIR)/test/%$(EXE): $(BUILD_DIR)/test/%.o $(LIB_STATIC)
	$(CC) $(CFLAGS) $(LDFLAGS) $(P8_EXE_LDFLAGS) -o $@ $< $(P8_TEST_LINK) $(P8_LIBS) $(P8_TEST_LIBS) $(LDLIBS)

tests: lib $(TEST_BINS)

# The runner's environment. P8_TEST_SCRIPTS picks the test/*_test.sh scripts to run (default:
# all; "none": none); P8_TEST_WRAPPER prefixes each test program (e.g. valgrind); the log
# directory is $(BUILD_DIR)/test/logs.
P8_TEST_ENV = P8_ROOT="$(CURDIR)" CC="$(CC)" CXX="$(CXX)" MAKE="$(MAKE)" PKG_CONFIG="$(PKG_CONFIG)" \
    P8_VERSION="$(VERSION)" P8_VERSION_MAJOR="$(VERSION_MAJOR)" P8_TEST_LOGDIR="$(BUILD_DIR)/test/logs" \
    PUZZLE8_BIN="$(or $(TOOL_BIN),$(BIN_DIR)/puzzle8)" P8_FFI_HEADER="$(P8_FFI_HEADER)" \
    P8_MAN_BUILD="$(BUILD_DIR)/man" P8_LIB_STATIC="$(LIB_STATIC)" P8_CLI_OBJS="$(CLI_OBJS)" \
    P8_LIB_OBJDIR="$(BUILD_DIR)/$(if $(filter windows,$(P8_PLATFORM)),static,pic)"

# The scripts that load the WebAssembly module (js_test.sh, js_browser_test.sh, web_test.sh)
# each run `make wasm` (web_sizes_test.sh reads what it built); make check builds it first,
# beside the rest under -j, when node is there
# and those scripts are to run (a failure is theirs to report or to skip on: build/wasm.log).
P8_CHECK_WASM := $(if $(P8_TEST_SCRIPTS),$(if $(filter js_test.sh js_browser_test.sh web_test.sh web_sizes_test.sh,\
    $(P8_TEST_SCRIPTS)),check-wasm),check-wasm)
.PHONY: check-wasm
check-wasm:
	@mkdir -p $(BUILD_DIR)
	@if command -v $(NODE) > /dev/null 2>&1; then echo "make wasm (log: $(BUILD_DIR)/wasm.log)"; \
	    $(MAKE) --no-print-directory wasm > $(BUILD_DIR)/wasm.log 2>&1 || \
	    echo "make wasm failed: the scripts that need it will say so"; fi

check: all tests $(P8_CHECK_WASM)
	$(P8_TEST_ENV) sh test/run-tests.sh $(TEST_BINS)

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
docdir      ?= $(datarootdir)/doc/libpuzzle8
DOCDIR      ?= $(docdir)

MAN3 := $(sort $(wildcard docs/man/*.3))
MAN1 := $(sort $(wildcard docs/man/*.1))

# Generated at install time, so `make install PREFIX=/usr` after `make` is right. libdir and
# includedir are written relative to ${prefix} when they are under PREFIX, so the file moves
# with the tree: pkg-config --define-prefix and PKG_CONFIG_SYSROOT_DIR work on a staged or
# relocated install.
P8_PC_REL = $(if $(filter $(PREFIX)/%,$(1)),$${prefix}/$(patsubst $(PREFIX)/%,%,$(1)),$(1))
LDCONFIG ?= ldconfig

# puzzle8.pc is written straight into place (no shared file under build/: two installs with
# other prefixes may run at once, as make check's install tests do).
P8_PC_SED = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(call P8_PC_REL,$(LIBDIR))|g' \
    -e 's|@INCLUDEDIR@|$(call P8_PC_REL,$(INCLUDEDIR))|g' -e 's|@VERSION@|$(VERSION)|g' \
    -e 's|@LIBS_PRIVATE@|$(P8_LIBS)|g' -e '/^Libs.private: *$$/d' \
    $(if $(filter windows,$(P8_PLATFORM)),-e '$$a Cflags.private: -DP8_STATIC') puzzle8.pc.in

# The shared library by platform (section 2b): ELF and macOS, the file and its two links in
# LIBDIR (macOS: its install name set to where it now is); Windows, the DLL in BINDIR (where
# programs find it) and its import library in LIBDIR.
ifeq ($(P8_PLATFORM),windows)
define P8_INSTALL_SHARED
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 $(LIB_REAL) "$(DESTDIR)$(BINDIR)/$(LIB_SONAME)"
	$(INSTALL) -m 0644 $(LIB_DEVLINK) "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_DEVLINK))"
endef
P8_UNINSTALL_SHARED = "$(DESTDIR)$(BINDIR)/$(LIB_SONAME)" "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_DEVLINK))"
define P8_INSTALL_CLI
	$(INSTALL) -m 0755 $(CLI_REAL) "$(DESTDIR)$(BINDIR)/$(CLI_SONAME)"
endef
P8_UNINSTALL_CLI = "$(DESTDIR)$(BINDIR)/$(CLI_SONAME)"
else
define P8_INSTALL_SHARED
	$(INSTALL) -m 0644 $(LIB_REAL) "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_REAL))"
	ln -sf $(notdir $(LIB_REAL)) "$(DESTDIR)$(LIBDIR)/$(LIB_SONAME)"
	ln -sf $(LIB_SONAME) "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_DEVLINK))"
	$(if $(filter darwin,$(P8_PLATFORM)),$(INSTALL_NAME_TOOL) -id "$(LIBDIR)/$(LIB_SONAME)" \
	    "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_REAL))")
endef
P8_UNINSTALL_SHARED = "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_REAL))" "$(DESTDIR)$(LIBDIR)/$(LIB_SONAME)" \
    "$(DESTDIR)$(LIBDIR)/$(notdir $(LIB_DEVLINK))"
# The command's library (section 5): the file and its SONAME link, no development link.
define P8_INSTALL_CLI
	$(INSTALL) -m 0644 $(CLI_REAL) "$(DESTDIR)$(LIBDIR)/$(notdir $(CLI_REAL))"
	ln -sf $(notdir $(CLI_REAL)) "$(DESTDIR)$(LIBDIR)/$(CLI_SONAME)"
	$(if $(filter darwin,$(P8_PLATFORM)),$(INSTALL_NAME_TOOL) -id "$(LIBDIR)/$(CLI_SONAME)" \
	    "$(DESTDIR)$(LIBDIR)/$(notdir $(CLI_REAL))")
endef
P8_UNINSTALL_CLI = "$(DESTDIR)$(LIBDIR)/$(notdir $(CLI_REAL))" "$(DESTDIR)$(LIBDIR)/$(CLI_SONAME)"
endif
INSTALL_NAME_TOOL ?= install_name_tool

install: all
	$(INSTALL) -d "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(LIBDIR)" "$(DESTDIR)$(PKGCONFIGDIR)"
	$(INSTALL) -m 0644 $(P8_HEADER) "$(DESTDIR)$(INCLUDEDIR)/puzzle8.h"
	$(if $(filter windows,$(P8_PLATFORM)),,$(INSTALL) -m 0644 $(P8_FFI_HEADER) \
	    "$(DESTDIR)$(INCLUDEDIR)/puzzle8_ffi.h")
	$(INSTALL) -m 0644 $(LIB_STATIC) "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).a"
	$(P8_INSTALL_SHARED)
ifneq ($(CLI_LIB),)
	$(P8_INSTALL_CLI)
endif
	$(P8_PC_SED) > "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc.tmp"
	chmod 0644 "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc.tmp"
	mv -f "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc.tmp" "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc"
	$(INSTALL) -d "$(DESTDIR)$(DOCDIR)"
	$(INSTALL) -m 0644 LICENSE "$(DESTDIR)$(DOCDIR)/LICENSE"
	$(INSTALL) -m 0644 docs/reference.md docs/search.md "$(DESTDIR)$(DOCDIR)/"
ifneq ($(TOOL_BIN),)
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 $(TOOL_BIN) "$(DESTDIR)$(BINDIR)/puzzle8$(EXE)"
endif
ifneq ($(MAN3),)
	$(INSTALL) -d "$(DESTDIR)$(MANDIR)/man3"
	$(INSTALL) -m 0644 $(MAN3) "$(DESTDIR)$(MANDIR)/man3/"
	@echo "linking $$(wc -l < $(P8_MAN_LINKS)) man page names to their pages in $(DESTDIR)$(MANDIR)/man3"
# (the symbolic links man-links.sh made in $(BUILD_DIR)/man/man3, copied as links by one cp: an
# ln a link was 190 processes an install)
	@links=$$(sed 's|^\([^ ]*\) .*|$(BUILD_DIR)/man/man3/\1|' $(P8_MAN_LINKS)) && \
	    { [ -z "$$links" ] || cp -R -P -f $$links "$(DESTDIR)$(MANDIR)/man3/"; }
endif
ifneq ($(MAN1),)
	$(INSTALL) -d "$(DESTDIR)$(MANDIR)/man1"
	$(INSTALL) -m 0644 $(MAN1) "$(DESTDIR)$(MANDIR)/man1/"
endif
	@$(if $(filter elf,$(P8_PLATFORM)),PKG_CONFIG="$(PKG_CONFIG)" sh scripts/install-note.sh \
	    install "$(DESTDIR)" "$(LIBDIR)" "$(PKGCONFIGDIR)" "$(LDCONFIG)",:)

# Removes exactly the files install puts down (directories are left: they may be shared).
uninstall:
	rm -f "$(DESTDIR)$(INCLUDEDIR)/puzzle8.h" "$(DESTDIR)$(INCLUDEDIR)/puzzle8_ffi.h"
	rm -f "$(DESTDIR)$(LIBDIR)/$(LIB_NAME).a" $(P8_UNINSTALL_SHARED) $(P8_UNINSTALL_CLI)
	rm -f "$(DESTDIR)$(PKGCONFIGDIR)/puzzle8.pc"
	rm -f "$(DESTDIR)$(DOCDIR)/LICENSE" "$(DESTDIR)$(DOCDIR)/reference.md" "$(DESTDIR)$(DOCDIR)/search.md"
	rm -f "$(DESTDIR)$(BINDIR)/puzzle8$(EXE)"
	rm -f $(foreach f,$(MAN3),"$(DESTDIR)$(MANDIR)/man3/$(notdir $(f))") \
	    $(foreach f,$(MAN1),"$(DESTDIR)$(MANDIR)/man1/$(notdir $(f))")
# (the links, by one rm in their directory: an rm a link was 190 processes an uninstall)
	@names=$$(sh scripts/man-links.sh --list $(MAN3) | sed 's/ .*//') && \
	    if [ -n "$$names" ] && [ -d "$(DESTDIR)$(MANDIR)/man3" ]; then \
	    cd "$(DESTDIR)$(MANDIR)/man3" && rm -f $$names; fi
	@$(if $(filter elf,$(P8_PLATFORM)),PKG_CONFIG="$(PKG_CONFIG)" sh scripts/install-note.sh \
	    uninstall "$(DESTDIR)" "$(LIBDIR)" "$(PKGCONFIGDIR)" "$(LDCONFIG)",:)

# =============================================================================================
# 8. Extra targets (bench, coverage, fuzz, asan, ...) go here, one section each.
# =============================================================================================

# ---------------------------------------------------------------------------------------------
# 8a. bench: build/bench/bench (bench/bench.c, public API only, user CFLAGS, static library) and
#     build/bench/reference (bench/reference.c, hand-specialised, always -O2), run in
#     one run with ratios, then bench/python_overhead.py: puzzle8.solve() vs the same p8_solve
#     call from C (`bench --solve-once`) on 20-move instances, through the in-tree shared library
#     (skipped without BENCH_PYTHON, and with --json so the output stays one JSON object), then
#     bench/wasm_bfs.mjs: the full BFS in WebAssembly vs native (skipped without node or `make wasm`),
#     then bench/compare-release.sh: the rows side by side with release BENCH_RELEASE's (default
#     the tag v1.0.0; empty: skipped; skipped with a note when the clone lacks it).
#     A report: a target MISS never fails; a wrong answer does (exit 2).
#     BENCH_DATA picks the instances; BENCH_ARGS adds flags (--json, --quick). bench/README.md.
# ---------------------------------------------------------------------------------------------
.PHONY: bench

BENCH_DATA ?= test/data/sample_goal_123456780.txt
BENCH_REF ?= bench/reference.c
BENCH_ARGS ?=
BENCH_PYTHON ?= python3
BENCH_RELEASE ?= v1.0.0

build/bench/bench.o: bench/bench.c bench/bench_space.h bench/bench_pdb.h $(P8_HEADER) \
                      $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -Iinclude -D_POSIX_C_SOURCE=200809L $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) -c -o $@ $<

build/bench/bench_space.o: bench/bench_space.c bench/bench_space.h $(P8_HEADER) $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -Iinclude -D_POSIX_C_SOURCE=200809L $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) -c -o $@ $<

build/bench/bench_pdb.o: bench/bench_pdb.c bench/bench_pdb.h $(P8_HEADER) $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -Iinclude -D_POSIX_C_SOURCE=200809L $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) -c -o $@ $<

build/bench/bench: build/bench/bench.o build/bench/bench_space.o build/bench/bench_pdb.o $(LIB_STATIC)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< build/bench/bench_space.o build/bench/bench_pdb.o \
	    $(LIB_STATIC) $(P8_LIBS) $(LDLIBS)

build/bench/reference: $(BENCH_REF) $(P8_FLAGS_STAMP)
	@mkdir -p $(@D)
	$(CC) -O2 -std=c99 $(P8_WARN) -o $@ $(BENCH_REF)

bench: build/bench/bench build/bench/reference $(LIB_REAL) $(LIB_LINKS)
	./build/bench/bench --reference ./build/bench/reference $(BENCH_ARGS) $(BENCH_DATA)
ifeq ($(filter --json,$(BENCH_ARGS)),)
	@if command -v $(BENCH_PYTHON) >/dev/null 2>&1; then echo; \
	    echo "$(BENCH_PYTHON) bench/python_overhead.py --bench ./build/bench/bench" \
	        "$(filter --quick,$(BENCH_ARGS)) $(BENCH_DATA)"; \
	    PUZZLE8_LIBRARY="$(abspath $(LIB_DIR)/$(LIB_SONAME))" $(BENCH_PYTHON) \
	        bench/python_overhead.py --bench ./build/bench/bench $(filter --quick,$(BENCH_ARGS)) \
	        $(BENCH_DATA); \
	else echo "bench: $(BENCH_PYTHON) not found: the Python overhead part is skipped"; fi
	@echo; if command -v $(NODE) >/dev/null 2>&1 && $(MAKE) --no-print-directory wasm >/dev/null; \
	then echo "$(NODE) bench/wasm_bfs.mjs --bench ./build/bench/bench $(filter --quick,$(BENCH_ARGS))"; \
	    $(NODE) bench/wasm_bfs.mjs --bench ./build/bench/bench $(filter --quick,$(BENCH_ARGS)); \
	else echo "bench: $(NODE) or the wasm build (make wasm) missing: the WebAssembly part is skipped"; fi
	@echo; if [ -z "$(BENCH_RELEASE)" ]; then echo "bench: BENCH_RELEASE is empty: no comparison"; \
	else echo "bench/compare-release.sh $(if $(filter --quick,$(BENCH_ARGS)),1,3) $(BENCH_DATA)"; \
	    RELEASE="$(BENCH_RELEASE)" CC="$(CC)" CFLAGS="$(CFLAGS)" NODE="$(NODE)" sh bench/compare-release.sh \
	        $(if $(filter --quick,$(BENCH_ARGS)),1,3) $(BENCH_DATA); rc=$$?; \
	    if [ $$rc -eq 77 ]; then echo "bench: the comparison is skipped"; elif [ $$rc -ne 0 ]; then exit $$rc; fi; fi
endif

# ---------------------------------------------------------------------------------------------
# 8b. Quality gates (docs/quality.md; .ci/run runs them all). Each builds in its own BUILD_DIR
#     under build/, so none clobbers the normal build or another gate running at the same time.
#       asan        the test programs and cli_test.sh under AddressSanitizer + UBSan (ASAN_CC)
#       valgrind    every test program and the command under memcheck, leaks are errors
#       coverage    line and branch coverage of src/ by the tests (gcovr), gated by COV_*
#       abi-check   abidiff against abi/libpuzzle8.abi (scripts/abi-check.sh), and every public
#                   constant's value against abi/constants.txt; then the gate itself on planted
#                   libraries (scripts/abi-gate-test.sh); abi-baseline
#       constants-update  add new public constants to abi/constants.txt (scripts/constants.sh)
#       analyze     cppcheck and gcc -fanalyzer on src/*.c, findings are errors
#       check-full  test_search_optimal, test_search_drivers, test_search_depth,
#                   test_search_rbfs_sma on every state (P8_FULL=1), CHECK_FULL_SHARDS processes at once; the state-space tests
# ---------------------------------------------------------------------------------------------
.PHONY: asan valgrind coverage abi-check abi-baseline analyze check-full constants-update

# Scripts that make sense on a variant build: cli_test.sh drives the variant's bin/puzzle8.
# exports/header/install/python test the normal lib/ (python also cannot load an ASan library
# without LD_PRELOAD tricks and its own leaks); they run in `make check`.
ASAN_CC ?= gcc
ASAN_CFLAGS ?= -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
P8_ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:check_initialization_order=1:strict_string_checks=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# ASAN_SKIP: test programs `make asan` leaves out (none now). Tests that search long texts must
# not call strstr/strchr in a loop: ASan's strict_string_checks measure the whole rest of the
# text on each call, which makes such loops quadratic (test/view_support.h has find_str and
# count_of for this).
ASAN_SKIP ?=
asan:
	$(P8_ASAN_ENV) P8_TEST_QUICK=1 P8_TEST_SCRIPTS="cli_test.sh" $(MAKE) --no-print-directory check \
	    BUILD_DIR=build/asan CC="$(ASAN_CC)" CFLAGS="$(ASAN_CFLAGS)" \
	    TEST_BINS="$(filter-out $(ASAN_SKIP:%=build/asan/test/%),$(TEST_SRCS:test/%.c=build/asan/test/%))"

VALGRIND ?= valgrind
VALGRIND_FLAGS ?= -q --leak-check=full --errors-for-leak-kinds=all --error-exitcode=1

# The heavy tests shrink their samples under P8_TEST_QUICK=1. The command runs under valgrind
# too: every run of cli_valgrind_test.sh's list (P8_CLI_VALGRIND=all; make check runs a few).
# VALGRIND_SKIP: the state-space tests walk all 362,880 boards against an oracle even in their
# quick form (minutes under memcheck); `make asan` (ASan + LeakSanitizer) runs them, and
# cli_valgrind_test.sh runs the state-space commands under valgrind.
VALGRIND_SKIP ?= test_graph test_heuristic_check test_table
valgrind:
	P8_TEST_QUICK=1 P8_TEST_SCRIPTS=cli_valgrind_test.sh P8_CLI_VALGRIND=all \
	    P8_TEST_WRAPPER="$(VALGRIND) $(VALGRIND_FLAGS)" \
	    $(MAKE) --no-print-directory check BUILD_DIR=build/valgrind \
	    TEST_BINS="$(filter-out $(VALGRIND_SKIP:%=build/valgrind/test/%),$(TEST_SRCS:test/%.c=build/valgrind/test/%))"

# python-asan: the Python binding's tests (test/python_test.sh, thread hammer included) once
# against the shared library built with ASAN_CFLAGS in build/python-asan (with the command's,
# libpuzzle8cli, beside it, which python3 -m puzzle8 finds there). python3 itself is not
# instrumented, so the ASan runtime is preloaded into it and into the processes the tests start;
# detect_leaks=0 because CPython keeps memory until exit by design (not this library's leaks);
# allocator_may_return_null=1 so that the out-of-memory test gets its NULL (P8_ENOMEM).
PYTHON_ASAN_DIR := build/python-asan
.PHONY: python-asan
python-asan:
	$(MAKE) --no-print-directory lib tools BUILD_DIR=$(PYTHON_ASAN_DIR) CC="$(ASAN_CC)" CFLAGS="$(ASAN_CFLAGS)"
	P8_ROOT="$(CURDIR)" P8_PYTHON_LIBRARY="$(CURDIR)/$(PYTHON_ASAN_DIR)/lib/$(LIB_SONAME)" \
	    P8_PYTHON_PRELOAD="$$($(ASAN_CC) -print-file-name=libasan.so)" \
	    ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 P8_PY_HAMMER_SECONDS=4 sh test/python_test.sh

COV_LINES ?= 98
COV_BRANCHES ?= 93
GCOVR ?= gcovr
COV_DIR := build/coverage

# The test programs in their quick form (P8_TEST_QUICK=1: the same code paths on samples),
# cli_test.sh and every run of cli_valgrind_test.sh without valgrind (P8_CLI_VALGRIND=plain).
# Counters from an earlier run are removed first. Atomic counters: test_threads runs 8 threads
# (racing counters come out negative and gcovr rejects them). Reports: build/coverage/
# coverage.txt (lines, with the missing ones) and branches.txt; the summary is printed.
P8_GCOVR = $(GCOVR) -r . --filter 'src/' --exclude-unreachable-branches

coverage:
	@mkdir -p $(COV_DIR)
	find $(COV_DIR) -name '*.gcda' -delete
	P8_TEST_QUICK=1 P8_TEST_SCRIPTS="cli_test.sh cli_valgrind_test.sh" P8_CLI_VALGRIND=plain \
	    $(MAKE) --no-print-directory check \
	    BUILD_DIR=$(COV_DIR) CC=gcc CFLAGS="-O0 -g --coverage -fprofile-update=atomic"
	$(P8_GCOVR) --branches --txt $(COV_DIR)/branches.txt $(COV_DIR)/pic
	@cat $(COV_DIR)/branches.txt
	$(P8_GCOVR) --txt $(COV_DIR)/coverage.txt --print-summary $(COV_DIR)/pic
	@cat $(COV_DIR)/coverage.txt
	@$(P8_GCOVR) --fail-under-line $(COV_LINES) --fail-under-branch $(COV_BRANCHES) \
	    $(COV_DIR)/pic >/dev/null || { echo "coverage: FAIL: below the gate (lines" \
	    "$(COV_LINES)%, branches $(COV_BRANCHES)%): see the Missing columns above" >&2; exit 1; }
	@echo "coverage: gate passed (lines >= $(COV_LINES)%, branches >= $(COV_BRANCHES)%)"

# The ABI: a -g build of the shared library in build/abi, compared with the last release.
ABIDW ?= abidw
ABIDIFF ?= abidiff
ABI_DIR := abi
ABI_SO := build/abi/lib/$(LIB_NAME).so.$(VERSION)

abi-check:
	$(MAKE) --no-print-directory lib BUILD_DIR=build/abi CFLAGS="-O2 -g"
	ABIDIFF="$(ABIDIFF)" CC="$(CC)" sh scripts/abi-check.sh $(ABI_SO) $(ABI_DIR)
	ABIDW="$(ABIDW)" ABIDIFF="$(ABIDIFF)" CC="$(CC)" sh scripts/abi-gate-test.sh build/abi/lib/$(LIB_NAME).a

# The values of the public constants are append-only (test/constants_test.sh in make check, and
# abi-check): a new enumerator or #define is added to the committed list with this target.
constants-update:
	CC="$(CC)" sh scripts/constants.sh update include/puzzle8.h $(ABI_DIR)/constants.txt

# A release step: record the ABI of this version as the baseline (commit abi/ with the tag).
abi-baseline:
	$(MAKE) --no-print-directory lib BUILD_DIR=build/abi CFLAGS="-O2 -g"
	@mkdir -p $(ABI_DIR)
	$(ABIDW) --headers-dir include --drop-private-types --no-corpus-path --no-comp-dir-path \
	    --short-locs --out-file $(ABI_DIR)/libpuzzle8.abi $(ABI_SO)
	echo $(VERSION) > $(ABI_DIR)/VERSION

CPPCHECK ?= cppcheck
CPPCHECK_FLAGS ?= --error-exitcode=1 --enable=warning,portability,performance --inline-suppr \
    --std=c99 --quiet -D_POSIX_C_SOURCE=200809L
ANALYZER_CC ?= gcc
P8_ANALYZE_STAMPS := $(LIB_SRCS:src/%.c=build/analyze/%.ok)

analyze: $(P8_ANALYZE_STAMPS)
	$(CPPCHECK) $(CPPCHECK_FLAGS) -Iinclude -Isrc src/
	@echo "analyze: cppcheck and gcc -fanalyzer found nothing"

build/analyze/%.ok: src/%.c $(LIB_HDRS) $(P8_HEADER)
	@mkdir -p $(@D)
	$(ANALYZER_CC) $(P8_CPPFLAGS) -std=c99 $(P8_WARN) -Werror -O2 -fanalyzer -c -o /dev/null $<
	@touch $@

CHECK_FULL_SHARDS ?= 2

# CHECK_FULL_SHARDED run with P8_FULL=1 as CHECK_FULL_SHARDS parallel processes each
# (scripts/run-shards.sh, P8_SHARD=i/n): every configuration on all states and the data
# (test_search_optimal); IDA*, bidirectional BFS on all 181,440 states and IDDFS within 16 moves
# (test_search_drivers, ~85 s of CPU); depth-limited DFS with the limits 7, 9, 11 as well on
# every state (test_search_depth, ~35 s); RBFS, SMA* and SMA* with a budget of 98 nodes on all
# 181,440 states (test_search_rbfs_sma, ~170 s of CPU). Also every goal/format/heuristic of the state-space
# tests (CHECK_FULL_TESTS with P8_FULL=1; make check runs a part of each: the field's
# heuristics and pattern databases for every cell of the blank in test_heuristic_field and
# test_pdb; test_experiment fails every allocation of a run, make check every 5th after the 8th
# (test_experiment_series: every 7th after the 12th);
# test_frontier compares the bucket queue with the heap on every data instance and 3000 random
# boards, make check on every other instance and 1000 boards)
# and the networkx load
# of the whole state graph (a minute, 2.4 GB; skipped without python3-networkx). Then the long
# forms of the scripts of CHECK_FULL_SCRIPTS (P8_FULL=1; make check runs their short forms): the
# whole test suite built against the amalgamation, every redirected case of test/cli_cases.txt
# through `python3 -m puzzle8`, the JavaScript binding's IDDFS and random walk on the deepest
# boards, the Python binding's BFS on every 15th sample state (make check: every 45th) and its
# heuristic on 1000 random states (250), the whole GraphML export through xmllint, every line of
# view_test's traces through the schema (the first 400) and its largest tree rendered, and a copy
# of the tree with one more algorithm in the library's table, built (and built for wasm32), whose
# entry the command, its usage, puzzle8(1), docs/cli.md, Python and JavaScript all show
# (catalog_entry_test.sh). The last line sums all: "N passed, N failed".
CHECK_FULL_SHARDED ?= test_search_optimal test_search_drivers test_search_depth test_search_rbfs_sma
CHECK_FULL_TESTS ?= test_table test_graph test_heuristic_check test_heuristic_field test_pdb \
    test_experiment test_experiment_series test_frontier test_catalog
CHECK_FULL_SCRIPTS ?= amalgamation_test.sh cli_parity_test.sh js_test.sh python_test.sh table_cli_test.sh \
    view_test.sh catalog_entry_test.sh
# Each part is a target of its own (check-full-NAME), so that `make -j2 check-full` runs two at
# once (the longest first: the order below); each writes $(BUILD_DIR)/test/logs/check-full-NAME.out
# and prints it when it ends; check-full then sums their last lines.
# CHECK_FULL_PARTS (default: every part, in that order) and CHECK_FULL_SKIP (default: none) pick
# the parts a run makes, by NAME: CI runs check-full as two steps, one with CHECK_FULL_PARTS="the
# sweeps it puts in one lane", the other with CHECK_FULL_SKIP set to the same list (so a new part
# runs without an edit of .ci/run).
P8_FULL_LOGS = $(BUILD_DIR)/test/logs
P8_FULL_SCRIPT_T := $(CHECK_FULL_SCRIPTS:%=check-full-%)
P8_FULL_SHARDED_T := $(CHECK_FULL_SHARDED:%=check-full-%)
P8_FULL_TEST_T := $(CHECK_FULL_TESTS:%=check-full-%)
CHECK_FULL_PARTS ?= $(CHECK_FULL_SCRIPTS) $(CHECK_FULL_SHARDED) networkx $(CHECK_FULL_TESTS)
CHECK_FULL_SKIP ?=
P8_FULL_PARTS := $(filter-out $(CHECK_FULL_SKIP),$(CHECK_FULL_PARTS))
.PHONY: $(P8_FULL_SCRIPT_T) $(P8_FULL_SHARDED_T) $(P8_FULL_TEST_T) check-full-networkx

check-full: $(P8_FULL_PARTS:%=check-full-%)
	@for f in $(P8_FULL_PARTS); do grep -E '^[0-9]+ passed, [0-9]+ failed$$' \
	    $(P8_FULL_LOGS)/check-full-$$f.out | tail -n 1; done | \
	    awk '{ p += $$1; f += $$3 } END { print p " passed, " f " failed"; exit (f > 0) }'

$(P8_FULL_SHARDED_T): check-full-%: all tests
	@mkdir -p $(P8_FULL_LOGS); rc=0; \
	P8_FULL=1 P8_DATA_DIR="$${P8_DATA_DIR:-$(abspath test/data)}" \
	    sh scripts/run-shards.sh $(CHECK_FULL_SHARDS) $(BUILD_DIR)/test/$* \
	    $(P8_FULL_LOGS) > $(P8_FULL_LOGS)/check-full-$*.out 2>&1 || rc=$$?; \
	[ $$rc -eq 0 ] || echo "0 passed, 1 failed" >> $(P8_FULL_LOGS)/check-full-$*.out; \
	echo "check-full: $* (P8_FULL=1, $(CHECK_FULL_SHARDS) shards)"; cat $(P8_FULL_LOGS)/check-full-$*.out

# The CPU time of a part (user + sys, /usr/bin/time where there is one: the lanes of .ci/run are
# balanced by it), written to check-full-NAME.time and shown on the part's line.
P8_FULL_TIME = $(if $(wildcard /usr/bin/time),/usr/bin/time -f '%U %S' -o $(P8_FULL_LOGS)/check-full-$(1).time)
P8_FULL_CPU = $$(tail -n 1 $(P8_FULL_LOGS)/check-full-$(1).time 2> /dev/null | awk 'NF == 2 { printf " (%.1f s CPU)", $$1 + $$2 }')

$(P8_FULL_TEST_T): check-full-%: all tests
	@mkdir -p $(P8_FULL_LOGS); rc=0; rm -f $(P8_FULL_LOGS)/check-full-$*.time; \
	P8_FULL=1 $(call P8_FULL_TIME,$*) $(BUILD_DIR)/test/$* > $(P8_FULL_LOGS)/check-full-$*.out 2>&1 || rc=$$?; \
	[ $$rc -eq 0 ] || echo "0 passed, 1 failed" >> $(P8_FULL_LOGS)/check-full-$*.out; \
	echo "check-full: $* (P8_FULL=1): $$(tail -n 1 $(P8_FULL_LOGS)/check-full-$*.out)$(call P8_FULL_CPU,$*)"

check-full-networkx: all tests
	@mkdir -p $(P8_FULL_LOGS); rc=0; rm -f $(P8_FULL_LOGS)/check-full-networkx.time; \
	P8_FULL=1 PUZZLE8_BIN=$(BIN_DIR)/puzzle8 $(call P8_FULL_TIME,networkx) sh test/graph_networkx_test.sh \
	    > $(P8_FULL_LOGS)/check-full-networkx.out 2>&1 || rc=$$?; \
	[ $$rc -eq 0 ] || [ $$rc -eq 77 ] || echo "0 passed, 1 failed" >> $(P8_FULL_LOGS)/check-full-networkx.out; \
	cat $(P8_FULL_LOGS)/check-full-networkx.out; echo "check-full: networkx$(call P8_FULL_CPU,networkx)"

$(P8_FULL_SCRIPT_T): check-full-%: all tests
	@mkdir -p $(P8_FULL_LOGS); echo "check-full: $* (P8_FULL=1)"; \
	P8_FULL=1 $(P8_TEST_ENV) P8_TEST_LOGDIR=$(P8_FULL_LOGS)/full sh test/run-tests.sh --one test/$* --report; \
	read -r status p f rest < $(P8_FULL_LOGS)/full/$*.result; \
	echo "$$p passed, $$f failed" > $(P8_FULL_LOGS)/check-full-$*.out

# ---------------------------------------------------------------------------------------------
# 8c. Fuzzing and thread checks (fuzz/README.md).
#       fuzz         every fuzz/fuzz_*.c built with clang -fsanitize=fuzzer,address,undefined
#                    into build/fuzz/ (fuzz_cli with the command's sources, tools/ but
#                    puzzle8.c), each run FUZZ_SECONDS (default 60) on a scratch
#                    copy of fuzz/corpus/NAME (the committed corpus stays small); prints the
#                    executions, corpus size and coverage reached; a crash, leak, timeout or
#                    sanitizer report fails (the input is kept in build/fuzz/NAME-artifacts/).
#                    `make -j2 fuzz` runs two at once. FUZZ_ARGS adds libFuzzer flags.
#       fuzz-replay  the same targets built with $(CC) and fuzz/replay.c instead of libFuzzer,
#                    replaying the committed corpora (make check does it: fuzz_replay_test.sh)
#       tsan         test/test_threads.c and src/*.c built with -fsanitize=thread in build/tsan/
#                    (TSAN_CC, default clang), then run
#       helgrind     $(BUILD_DIR)/test/test_threads under valgrind --tool=helgrind
# ---------------------------------------------------------------------------------------------
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_ARGS ?=
FUZZ_CFLAGS ?= -g -O1 -fno-omit-frame-pointer
FUZZ_NAMES := $(patsubst fuzz/fuzz_%.c,%,$(sort $(wildcard fuzz/fuzz_*.c)))
# fuzz_search spends most of its time in the search loop, where comparison tracing (trace-cmp)
# cuts the executions per second by 2.5x; its input bytes pick values by range, not by equality.
P8_FUZZ_COV_search := -fno-sanitize-coverage=trace-cmp
# fuzz_cli too: most of its time goes to the library's searches and tables; its input picks the
# command's words by index, not by comparison.
P8_FUZZ_COV_cli := -fno-sanitize-coverage=trace-cmp
# fuzz_cli runs the command, p8_cli_main: the sources of tools/ but puzzle8.c, and its header.
P8_FUZZ_SRCS_cli := $(CLI_SRCS) -Itools -pthread
FUZZ_BINS := $(FUZZ_NAMES:%=build/fuzz/fuzz_%)
FUZZ_RUNS := $(FUZZ_NAMES:%=fuzz-run-%)
FUZZ_REPLAY_BINS := $(FUZZ_NAMES:%=build/fuzz-replay/fuzz_%)
P8_FUZZ_SAN := -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
P8_FUZZ_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
TSAN_CC ?= clang
TSAN_CFLAGS ?= -g -O1
HELGRIND_FLAGS ?= -q --error-exitcode=1 --suppressions=test/helgrind.supp

.PHONY: fuzz fuzz-replay tsan helgrind $(FUZZ_RUNS)

# The library is compiled once per instrumentation (build/fuzz/obj/cmp with comparison tracing,
# build/fuzz/obj/nocmp without: the targets with a P8_FUZZ_COV_ of their own), not once per target.
FUZZ_NOCMP := $(foreach n,$(FUZZ_NAMES),$(if $(P8_FUZZ_COV_$(n)),$(n)))
FUZZ_OBJS_cmp := $(LIB_SRCS:%.c=build/fuzz/obj/cmp/%.o)
FUZZ_OBJS_nocmp := $(LIB_SRCS:%.c=build/fuzz/obj/nocmp/%.o)
P8_FUZZ_OBJS = $(FUZZ_OBJS_$(if $(filter $*,$(FUZZ_NOCMP)),nocmp,cmp))

$(FUZZ_OBJS_cmp): build/fuzz/obj/cmp/%.o: %.c $(LIB_HDRS) $(P8_HEADER)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(P8_CPPFLAGS) -std=c99 $(P8_WARN) $(FUZZ_CFLAGS) $(P8_FUZZ_SAN) -c -o $@ $<
$(FUZZ_OBJS_nocmp): build/fuzz/obj/nocmp/%.o: %.c $(LIB_HDRS) $(P8_HEADER)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(P8_CPPFLAGS) -std=c99 $(P8_WARN) $(FUZZ_CFLAGS) $(P8_FUZZ_SAN) \
	    -fno-sanitize-coverage=trace-cmp -c -o $@ $<
$(FUZZ_NOCMP:%=build/fuzz/fuzz_%): $(FUZZ_OBJS_nocmp)
$(filter-out $(FUZZ_NOCMP:%=build/fuzz/fuzz_%),$(FUZZ_BINS)): $(FUZZ_OBJS_cmp)

$(FUZZ_BINS): build/fuzz/fuzz_%: fuzz/fuzz_%.c $(LIB_HDRS) $(P8_HEADER) \
    $(CLI_SRCS) $(wildcard tools/*.h)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(P8_CPPFLAGS) -std=c99 $(P8_WARN) $(FUZZ_CFLAGS) $(P8_FUZZ_SAN) $(P8_FUZZ_COV_$*) \
	    -o $@ $< $(P8_FUZZ_OBJS) $(P8_FUZZ_SRCS_$*)

fuzz: $(FUZZ_RUNS)

$(FUZZ_RUNS): fuzz-run-%: build/fuzz/fuzz_%
	@rm -rf build/fuzz/$*-corpus build/fuzz/$*-artifacts
	@mkdir -p build/fuzz/$*-corpus build/fuzz/$*-artifacts
	@cp fuzz/corpus/$*/* build/fuzz/$*-corpus/
	@echo "fuzz: fuzz_$* for $(FUZZ_SECONDS) s from $$(ls fuzz/corpus/$* | wc -l) seeds" \
	    "(log: build/fuzz/$*.log)"
	@$(P8_FUZZ_ENV) ./build/fuzz/fuzz_$* -max_total_time=$(FUZZ_SECONDS) -max_len=512 -timeout=20 \
	    -print_final_stats=1 -artifact_prefix=$(CURDIR)/build/fuzz/$*-artifacts/ $(FUZZ_ARGS) \
	    $(CURDIR)/build/fuzz/$*-corpus > build/fuzz/$*.log 2>&1 || { tail -n 60 build/fuzz/$*.log; \
	    echo "fuzz: fuzz_$* FAILED; reproducer(s): $$(ls build/fuzz/$*-artifacts/)" >&2; exit 1; }
	@echo "fuzz: fuzz_$* $$(grep -E '^#[0-9]+' build/fuzz/$*.log | tail -n 1 | \
	    sed -E 's/^#([0-9]+).*(cov: [0-9]+ ft: [0-9]+).*/\1 executions, \2/'), corpus" \
	    "$$(ls build/fuzz/$*-corpus | wc -l) inputs," \
	    "$$(sed -n 's/^stat::average_exec_per_sec: *//p' build/fuzz/$*.log) executions/s"

$(FUZZ_REPLAY_BINS): build/fuzz-replay/fuzz_%: fuzz/fuzz_%.c fuzz/replay.c $(LIB_STATIC) \
    $(CLI_SRCS) $(wildcard tools/*.h)
	@mkdir -p $(@D)
	$(CC) $(P8_CPPFLAGS) $(CPPFLAGS) $(CFLAGS) $(P8_CFLAGS) $(LDFLAGS) -o $@ $< fuzz/replay.c \
	    $(P8_FUZZ_SRCS_$*) $(LIB_STATIC) $(P8_LIBS) $(LDLIBS)

fuzz-replay: $(FUZZ_REPLAY_BINS)
	@set -e; for t in $(FUZZ_NAMES); do printf 'fuzz-replay: fuzz_%s: ' $$t; \
	    ./build/fuzz-replay/fuzz_$$t fuzz/corpus/$$t; done

build/tsan/test_threads: test/test_threads.c test/test.h $(LIB_SRCS) $(LIB_HDRS) $(P8_HEADER)
	@mkdir -p $(@D)
	$(TSAN_CC) $(P8_CPPFLAGS) -std=c99 $(P8_WARN) $(TSAN_CFLAGS) -fsanitize=thread -o $@ \
	    test/test_threads.c $(LIB_SRCS) -pthread

tsan: build/tsan/test_threads
	TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 ./build/tsan/test_threads

helgrind: $(BUILD_DIR)/test/test_threads
	valgrind --tool=helgrind $(HELGRIND_FLAGS) ./$(BUILD_DIR)/test/test_threads

# ---------------------------------------------------------------------------------------------
# 8d. wasm: the library and bindings/js/p8js.c (the callback trampolines) built for wasm32-wasi
#     with WASM_CC (default clang; Debian packages wasi-libc, lld, libclang-rt-14-dev-wasm32)
#     as a WASI reactor exporting every public function, into build/wasm/puzzle8.wasm, copied
#     to bindings/js/puzzle8.wasm where the JavaScript package loads it (not committed).
#     The library goes in as its amalgamation, dist/puzzle8.c (section 8e): one translation unit
#     compiles in under half the CPU time of sixty (clang starts once, the header is read once).
#     js-check runs the package's tests with node --test (docs/javascript.md).
#     Beside the module, build/wasm/toolchain.txt names what built it (its size depends on it):
#     "COMPILER'S VERSION LINE | --target=... FLAGS | libc.a CKSUM | SIZE bytes"; the lab's size
#     check (web/test/sizes.js) compares the module with docs/web.md's figure only when that
#     toolchain is the one the docs name.
# ---------------------------------------------------------------------------------------------
.PHONY: wasm js-check

WASM_CC ?= clang
WASM_TARGET ?= wasm32-wasi
WASM_CFLAGS ?= -O3
NODE ?= node
P8_WASM := build/wasm/puzzle8.wasm
P8_JS_WASM := bindings/js/puzzle8.wasm

$(P8_WASM): dist/puzzle8.c $(P8_HEADER) bindings/js/p8js.c test/exports.txt
	@mkdir -p $(@D)
	$(WASM_CC) --target=$(WASM_TARGET) $(P8_CPPFLAGS) $(WASM_CFLAGS) $(P8_CFLAGS) \
	    -mexec-model=reactor -Wl,--strip-all $(patsubst %,-Wl$(comma)--export=%,$(shell cat \
	    test/exports.txt) malloc free) -o $@.tmp dist/puzzle8.c bindings/js/p8js.c
	@libc=$$($(WASM_CC) --target=$(WASM_TARGET) $(WASM_CFLAGS) -print-file-name=libc.a) && \
	    printf '%s | --target=%s %s | libc.a %s | %s bytes\n' "$$($(WASM_CC) --version | sed -n 1p)" \
	    '$(WASM_TARGET)' '$(WASM_CFLAGS)' "$$(cksum < "$$libc" 2> /dev/null | cut -d' ' -f1)" \
	    "$$(wc -c < $@.tmp | tr -d ' ')" > $(@D)/toolchain.txt
	mv -f $@.tmp $@

# (Written under another name, then renamed: a test that loads it never sees half a file.)
$(P8_JS_WASM): $(P8_WASM)
	cp $(P8_WASM) $@.tmp
	mv -f $@.tmp $@

wasm: $(P8_JS_WASM)
	@echo "wasm: $(P8_JS_WASM): $$(wc -c < $(P8_JS_WASM)) bytes"

# bench-wasm: the full BFS in WebAssembly (bindings/js) against the native one, in one run
# (bench/wasm_bfs.mjs; `make bench` runs it too). A report: exit 2 only if the expansions differ.
.PHONY: bench-wasm
bench-wasm: build/bench/bench $(P8_JS_WASM)
	$(NODE) bench/wasm_bfs.mjs --bench ./build/bench/bench $(filter --quick,$(BENCH_ARGS))

js-check: wasm all
	PUZZLE8_BIN="$(abspath $(or $(TOOL_BIN),$(BIN_DIR)/puzzle8))" $(NODE) --test bindings/js/test/*.test.js

# ---------------------------------------------------------------------------------------------
# 8e. amalgamation: dist/puzzle8.c (every library source, private headers inlined) and
#     dist/puzzle8.h, the one-file build for coursework (`cc -c puzzle8.c` alone). Generated by
#     scripts/amalgamate.sh, never committed; test/amalgamation_test.sh compiles it alone and
#     builds and runs the test suite against it.
# ---------------------------------------------------------------------------------------------
.PHONY: amalgamation

amalgamation: dist/puzzle8.c
dist/puzzle8.h: dist/puzzle8.c
dist/puzzle8.c: $(LIB_SRCS) $(LIB_HDRS) $(P8_HEADER) scripts/amalgamate.sh
	sh scripts/amalgamate.sh dist $(P8_HEADER) $(LIB_SRCS)

# ---------------------------------------------------------------------------------------------
# 8f. docs-images: the pictures of docs/ (docs/images/*.svg), made by bin/puzzle8 with the
#     commands of scripts/docs-images.sh (make check fails when they are stale: view_test.sh).
# ---------------------------------------------------------------------------------------------
.PHONY: docs-images

docs-images: tools
	sh scripts/docs-images.sh $(BIN_DIR)/puzzle8 docs/images

# ---------------------------------------------------------------------------------------------
# 8f'. docs-figures: the figures of the docs that vary with the machine, from a run here: the
#     regions <!-- docs-figures: NAME --> (bench/README.md: a quick bench with its reference, and
#     the Python overhead), and the timings of the checked transcripts (the docs-test timing
#     directive). Every other figure of the docs is checked by make check (test/docs_test.sh,
#     test/docs_figures.py and its facts, test/docs_figures.txt). Review `git diff` after it.
# ---------------------------------------------------------------------------------------------
.PHONY: docs-figures
P8_DOCS := README.md $(sort $(wildcard docs/*.md)) bench/README.md

docs-figures: all build/bench/bench build/bench/reference
	python3 test/docs_figures.py --root . --make-regions $(P8_DOCS)
	@mkdir -p build/docs-figures/examples
	@for ex in examples/*.c; do \
	    $(CC) -std=c99 -Iinclude -o build/docs-figures/examples/$$(basename $$ex .c) $$ex $(LIB_STATIC) || exit 1; done
	python3 test/docs_outputs.py --root . --bin $(BIN_DIR) --examples build/docs-figures/examples \
	    --cc "$(CC)" --update --timings README.md $(sort $(wildcard docs/*.md))

# ---------------------------------------------------------------------------------------------
# 8g. web: the search lab (web/, docs/web.md) served on 127.0.0.1:WEB_PORT from the tree (it
#     loads ../bindings/js/ and the puzzle8.wasm `make wasm` builds). web-check runs its
#     end-to-end tests in headless chromium and firefox-esr (test/web_test.sh; needs node and
#     `npm ci` in web/test); `make check` runs the same script when the tools are there.
#     web-docs runs them and writes the figures table of docs/web.md from the run; web-shots
#     draws every state of the lab at 1280x720, 1024x768 and 390x844 into build/web-tour/.
# ---------------------------------------------------------------------------------------------
.PHONY: web web-check web-docs web-shots
WEB_PORT ?= 8008
PYTHON3 ?= python3

web: wasm
	@echo "web: serving $(CURDIR) - open http://127.0.0.1:$(WEB_PORT)/web/ (Ctrl-C stops)"
	$(PYTHON3) -m http.server --bind 127.0.0.1 --directory $(CURDIR) $(WEB_PORT)

web-check: wasm all
	PUZZLE8_BIN="$(abspath $(or $(TOOL_BIN),$(BIN_DIR)/puzzle8))" NODE="$(NODE)" sh test/web_test.sh

web-docs: wasm all
	P8_WEB_UPDATE_DOCS=1 PUZZLE8_BIN="$(abspath $(or $(TOOL_BIN),$(BIN_DIR)/puzzle8))" NODE="$(NODE)" sh test/web_test.sh

web-shots: wasm all
	P8_ROOT="$(CURDIR)" $(NODE) web/test/tour.js

# ---------------------------------------------------------------------------------------------
# 8h. Release: dist, distcheck, version-update (scripts/dist.sh, scripts/version.sh).
#       dist            libpuzzle8-VERSION.tar.gz and SHA256SUMS in the top directory: the files
#                       git tracks (in a tree without git, every file but build outputs), one
#                       top directory libpuzzle8-VERSION/, reproducible (sorted, owner 0, the
#                       last commit's time, gzip -n)
#       distcheck       dist, then in a new temporary directory: unpack it alone, make check
#                       there, make install DESTDIR=... and make uninstall (no file may be
#                       left), make clean (the tree as unpacked), make dist from it (no git: the
#                       same files); the directory is removed. Last line "N passed, N failed"
#       version-update  rewrite every other statement of the version from include/puzzle8.h
#                       (scripts/version.sh; test/version_test.sh checks them in make check)
# ---------------------------------------------------------------------------------------------
.PHONY: dist distcheck version-update

dist:
	MAKE="$(MAKE)" sh scripts/dist.sh dist

distcheck:
	MAKE="$(MAKE)" sh scripts/dist.sh distcheck

version-update:
	sh scripts/version.sh update

# ---------------------------------------------------------------------------------------------
# 8i. Other platforms and builds (section 2b; README "Install").
#       mingw-check  the library, the command and the test programs cross-built for Windows with
#                    MINGW_CC into build/mingw (libpuzzle8.dll, its import library, the static
#                    library), then scripts/wine-check.sh: the DLL's exports, the programs'
#                    imports, puzzle8.exe, and every test program under wine (P8_TEST_QUICK=1)
#       cmake-check  CMakeLists.txt: build and ctest in build/cmake-check, install, and build and
#                    run the consumer projects of test/cmake (find_package, add_subdirectory,
#                    FetchContent) against it (scripts/cmake-check.sh)
#       js-types     bindings/js's types (index.d.ts, puzzle8.d.cts) under tsc --strict: used,
#                    a file of planted errors refused, compiled and run (scripts/js-types-check.sh;
#                    typescript from `npm ci` in bindings/js)
#       npm-check    `npm pack` (prepack: make wasm) and the tarball installed offline into a clean
#                    project, used by import, require and tsc (scripts/npm-check.sh)
#       python-package  bindings/python as pip installs it: `pip install ./bindings/python` into a
#                    fresh venv (the library compiled into the package), `pip wheel`, the sdist,
#                    imported from / with no environment variable, mypy --strict on a client of
#                    the installed package (scripts/python-package-check.sh)
#       mypy         mypy --strict on bindings/python/puzzle8, its examples and the examples of
#                    docs/python.md; a client with planted errors must fail (scripts/mypy-check.sh)
#       notebooks    docs/notebooks (tours, and exercises in the instructor's and the student's
#                    copies) executed by jupyter nbconvert (Debian's), stored without outputs,
#                    their prose's figures found in their output, the checks passing/failing
#                    as each copy should (scripts/notebooks.py)
#     The macOS commands are checked by test/darwin_test.sh (a dry run, part of make check).
# ---------------------------------------------------------------------------------------------
.PHONY: mingw-check cmake-check js-types npm-check python-package mypy notebooks
MINGW_CC ?= x86_64-w64-mingw32-gcc
MINGW_BUILD_DIR ?= build/mingw
CMAKE ?= cmake

mingw-check:
	$(MAKE) --no-print-directory lib tools tests BUILD_DIR=$(MINGW_BUILD_DIR) CC="$(MINGW_CC)"
	P8_TEST_QUICK=1 OBJDUMP="$$($(MINGW_CC) -print-prog-name=objdump)" \
	    bash scripts/wine-check.sh $(MINGW_BUILD_DIR)

cmake-check:
	P8_TEST_QUICK=1 CMAKE="$(CMAKE)" CC="$(CC)" sh scripts/cmake-check.sh build/cmake-check

js-types: wasm
	NODE="$(NODE)" sh scripts/js-types-check.sh

npm-check:
	NODE="$(NODE)" sh scripts/npm-check.sh

python-package: lib tools
	PYTHON="$(PYTHON3)" sh scripts/python-package-check.sh

mypy:
	sh scripts/mypy-check.sh

# The course notebooks: the tours (docs/notebooks/*.ipynb) and both copies of the exercises
# (instructor/, student/, the student's made from the instructor's by scripts/notebook_student.py
# and rewritten here when they drift), stored without outputs, executed by Debian's
# jupyter-nbconvert (and python3-ipykernel) against the tree's binding and library; every figure
# of their prose found in their own output, every check passing on the instructor's copy and
# failing with the grader's report, no traceback, on the student's (scripts/notebooks.py; exit
# 77 without jupyter-nbconvert).
notebooks: lib
	$(PYTHON3) scripts/notebooks.py

# =============================================================================================
# 9. Housekeeping.
# =============================================================================================
.PHONY: clean distclean help FORCE
FORCE:

clean:
	rm -rf lib bin build dist bindings/js/puzzle8.wasm bindings/js/LICENSE
	rm -rf bindings/python/build bindings/python/*.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean

help:
	@echo "libpuzzle8 $(VERSION) - targets:"
	@echo "  all (default)  lib/libpuzzle8.a, lib/libpuzzle8.so.$(VERSION) and links, bin/puzzle8"
	@echo "  lib            the static and shared libraries only"
	@echo "  tools          bin/puzzle8 (from tools/*.c)"
	@echo "  ffi-header     build/include/puzzle8_ffi.h: the header for cffi/LuaJIT (part of all)"
	@echo "  man-links      build/man/man3: a link per function name to its man page (part of all)"
	@echo "  refdocs        docs/reference.md and docs/man/*.3 from the header's comments (part of all)"
	@echo "  clidocs        docs/man/puzzle8.1 and docs/cli.md's reference from the command's tables"
	@echo "  run            build, then run a sample 'bin/puzzle8 compare'"
	@echo "  tests          build the test programs (build/test/test_*)"
	@echo "  check          build everything and run test/run-tests.sh, P8_JOBS at a time (alias: test)"
	@echo "  bench          build and run the benchmark with ratios to a reference (bench/README.md)"
	@echo "  asan           the tests under AddressSanitizer+UBSan, in build/asan (ASAN_CC=gcc)"
	@echo "  valgrind       every test program and the command under valgrind memcheck, leaks are errors"
	@echo "  python-asan    the Python binding's tests against an ASan+UBSan library (build/python-asan)"
	@echo "  coverage       line/branch coverage of src/ (gcovr), fails under COV_LINES/COV_BRANCHES"
	@echo "  abi-check      abidiff against abi/libpuzzle8.abi; abi-baseline rewrites it (release)"
	@echo "  constants-update  add new public constants to abi/constants.txt (values append-only)"
	@echo "  analyze        cppcheck and gcc -fanalyzer on src/, any finding fails"
	@echo "  check-full     the long forms: all 181,440 states, every CLI case in Python, the amalgamation's suite"
	@echo "  fuzz           libFuzzer+ASan+UBSan on fuzz/fuzz_*.c, FUZZ_SECONDS each (clang; fuzz/README.md)"
	@echo "  fuzz-replay    replay the committed fuzz corpora through targets built with CC"
	@echo "  tsan           test_threads under ThreadSanitizer, built in build/tsan (TSAN_CC=clang)"
	@echo "  helgrind       test_threads under valgrind --tool=helgrind"
	@echo "  docs-images    remake the pictures of docs/images with bin/puzzle8"
	@echo "  docs-figures   rewrite the machine-dependent figures of the docs from a run here"
	@echo "  wasm           build/wasm/puzzle8.wasm for wasm32-wasi (WASM_CC=clang), copied to bindings/js/"
	@echo "  js-check       the JavaScript package's tests under node --test (docs/javascript.md)"
	@echo "  web            serve the search lab (web/) on 127.0.0.1:WEB_PORT (docs/web.md)"
	@echo "  web-check      the lab's tests in headless chromium and firefox-esr (npm ci in web/test)"
	@echo "  web-docs       web-check, writing docs/web.md's figures table from the run"
	@echo "  web-shots      every state of the lab drawn at three window sizes (build/web-tour/)"
	@echo "  amalgamation   dist/puzzle8.c + dist/puzzle8.h: the one-file build (cc -c puzzle8.c)"
	@echo "  dist           libpuzzle8-$(VERSION).tar.gz and SHA256SUMS: the release tarball"
	@echo "  distcheck      dist, then make check, install and uninstall from the unpacked tarball"
	@echo "  version-update rewrite every other statement of the version from include/puzzle8.h"
	@echo "  mingw-check    cross-build for Windows (MINGW_CC) in build/mingw, run the tests under wine"
	@echo "  cmake-check    CMakeLists.txt: build, ctest, install, and the find_package/add_subdirectory users"
	@echo "  js-types       tsc --strict on bindings/js/index.d.ts (npm ci in bindings/js first)"
	@echo "  npm-check      npm pack, then install the tarball offline in a clean project and use it"
	@echo "  python-package pip install ./bindings/python in a fresh venv, pip wheel, sdist, mypy on a client"
	@echo "  mypy           mypy --strict on bindings/python, its examples and docs/python.md's"
	@echo "  notebooks      run the course notebooks, both copies of the exercises (jupyter nbconvert)"
	@echo "  install        install under DESTDIR+PREFIX (default /usr/local)"
	@echo "  uninstall      remove exactly what install put down"
	@echo "  clean          remove lib/ bin/ build/ and other generated files"
	@echo "  help           this list"
	@echo "variables: CC CFLAGS CPPFLAGS LDFLAGS LDLIBS WERROR=1 PREFIX DESTDIR LIBDIR"
	@echo "           BINDIR INCLUDEDIR PKGCONFIGDIR MANDIR DOCDIR (lower-case names accepted)"
	@echo "           LDCONFIG (run by install/uninstall as root in the loader's path; empty: never)"
	@echo "           BUILD_DIR (a variant build: its own objects, lib/ and bin/; default build)"
	@echo "           COV_LINES COV_BRANCHES CHECK_FULL_SHARDS ASAN_CC VALGRIND (docs/quality.md)"
	@echo "           FUZZ_SECONDS FUZZ_CC FUZZ_ARGS TSAN_CC (fuzz/README.md)"

# Keep the test objects (make would delete them as intermediates otherwise).
.SECONDARY: $(TEST_OBJS)
.DELETE_ON_ERROR:

-include $(DEPS)
