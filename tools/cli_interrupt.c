/* SPDX-License-Identifier: MIT */
/*
 * cli_interrupt.c - the list of the calls of p8_cli_main running, the only state the command
 * keeps between calls, and p8_cli_interrupt, which reaches them through it: it sets a call's
 * interrupt flag (its context's, which everything the call runs reads: cli_interrupted) and
 * cancels the search or experiment the call watches.
 */
#include "cli.h"

/* The lock of the list. A WebAssembly build without threads (wasm32-wasi has no pthread.h)
 * has no other thread to interrupt from: no lock. Windows (mingw-w64, MSVC): a slim
 * reader/writer lock, statically initialised as a pthread mutex is (no winpthread DLL). */
#if defined(__wasi__) && !defined(_REENTRANT)
#  define CLI_LOCK()   ((void)0)
#  define CLI_UNLOCK() ((void)0)
#elif defined(_WIN32)
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>
static SRWLOCK registry_lock = SRWLOCK_INIT;
#  define CLI_LOCK()   AcquireSRWLockExclusive(&registry_lock)
#  define CLI_UNLOCK() ReleaseSRWLockExclusive(&registry_lock)
#else
#  include <pthread.h>
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
#  define CLI_LOCK()   pthread_mutex_lock(&registry_lock)
#  define CLI_UNLOCK() pthread_mutex_unlock(&registry_lock)
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define CLI_LOAD(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#  define CLI_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#else
#  define CLI_LOAD(p) (*(volatile int *)(p))
#  define CLI_STORE(p, v) (*(volatile int *)(p) = (v))
#endif

static cli_ctx *registry;

void cli_registry_add(cli_ctx *c) {
    CLI_LOCK();
    c->prev = NULL;
    c->next = registry;
    if (registry != NULL) registry->prev = c;
    registry = c;
    CLI_UNLOCK();
}

void cli_registry_remove(cli_ctx *c) {
    CLI_LOCK();
    if (c->prev != NULL) c->prev->next = c->next;
    else registry = c->next;
    if (c->next != NULL) c->next->prev = c->prev;
    CLI_UNLOCK();
}

int p8_cli_interrupt(void *user) {
    cli_ctx *c;
    int n = 0;
    CLI_LOCK();
    for (c = registry; c != NULL; c = c->next) {
        if (c->user != user) continue;
        n++;
        if (c->experiment != NULL) { /* stopped with the rows so far (cmd_experiment.c) */
            c->experiment_stopped = 1;
            p8_experiment_cancel(c->experiment);
            continue;
        }
        CLI_STORE(&c->interrupted, 1);
        if (c->running != NULL) p8_search_cancel(c->running); /* alive: freed after cli_watch */
    }
    CLI_UNLOCK();
    return n;
}

int cli_watch(cli_ctx *c, p8_search *s) {
    int stop;
    CLI_LOCK();
    c->running = s;
    stop = CLI_LOAD(&c->interrupted);
    if (stop && s != NULL) p8_search_cancel(s);
    CLI_UNLOCK();
    return stop;
}

int cli_watch_experiment(cli_ctx *c, p8_experiment *e) {
    int stop;
    CLI_LOCK();
    c->experiment = e;
    stop = CLI_LOAD(&c->interrupted) || c->experiment_stopped;
    CLI_UNLOCK();
    return stop;
}

int cli_experiment_stopped(cli_ctx *c) {
    int stop;
    CLI_LOCK();
    stop = c->experiment_stopped;
    CLI_UNLOCK();
    return stop;
}
