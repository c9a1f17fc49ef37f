/* SPDX-License-Identifier: MIT */
/*
 * replay.c - a main() for the fuzz targets without libFuzzer: feeds each file named on the
 * command line (a directory: every regular file in it, sorted by name) to
 * LLVMFuzzerTestOneInput, one after the other. Link it with one fuzz/fuzz_*.c and the library to
 * get a corpus-replay program for any compiler (test/fuzz_replay_test.sh, `make fuzz-replay`).
 *
 * Usage: replay [-v] FILE|DIR...    (-v: name each input on stderr before running it)
 * A failed invariant aborts inside the target (the process dies with SIGABRT). Otherwise the
 * last line is "N inputs replayed"; exit status 0, or 2 when a file cannot be read.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int verbose;
static unsigned long replayed;

static int replay_file(const char *path) {
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t len = 0, cap = 0, n;
    if (!f) {
        perror(path);
        return 2;
    }
    for (;;) {
        if (len == cap) {
            unsigned char *nb = realloc(buf, cap ? cap * 2 : 4096);
            if (!nb) {
                fprintf(stderr, "%s: out of memory\n", path);
                free(buf);
                fclose(f);
                return 2;
            }
            buf = nb;
            cap = cap ? cap * 2 : 4096;
        }
        n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) break;
    }
    if (ferror(f)) {
        perror(path);
        free(buf);
        fclose(f);
        return 2;
    }
    fclose(f);
    if (verbose) fprintf(stderr, "replay: %s (%lu bytes)\n", path, (unsigned long)len);
    LLVMFuzzerTestOneInput(buf, len);
    replayed++;
    free(buf);
    return 0;
}

static int cmp_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay_path(const char *path) {
    struct stat st;
    DIR *d;
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    int rc = 0;
    if (stat(path, &st) != 0) {
        perror(path);
        return 2;
    }
    if (!S_ISDIR(st.st_mode)) return replay_file(path);
    d = opendir(path);
    if (!d) {
        perror(path);
        return 2;
    }
    while ((e = readdir(d)) != NULL) {
        char *full;
        struct stat fs;
        if (e->d_name[0] == '.') continue;
        full = malloc(strlen(path) + strlen(e->d_name) + 2);
        if (!full) break;
        sprintf(full, "%s/%s", path, e->d_name);
        if (stat(full, &fs) != 0 || !S_ISREG(fs.st_mode)) {
            free(full);
            continue;
        }
        if (n == cap) {
            char **nn = realloc(names, (cap ? cap * 2 : 64) * sizeof *names);
            if (!nn) {
                free(full);
                break;
            }
            names = nn;
            cap = cap ? cap * 2 : 64;
        }
        names[n++] = full;
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, cmp_names);
    for (i = 0; i < n; i++) {
        if (replay_file(names[i]) != 0) rc = 2;
        free(names[i]);
    }
    free(names);
    return rc;
}

int main(int argc, char **argv) {
    int i, rc = 0;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) {
            verbose = 1;
            continue;
        }
        if (replay_path(argv[i]) != 0) rc = 2;
    }
    printf("%lu inputs replayed\n", replayed);
    return rc;
}
