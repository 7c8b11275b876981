/*
 * The baseline for Scripts/bench/bench-load.sh: reads each file into memory and runs libyaml's
 * parser over it, event by event, doing nothing else. kbreplay's loader cannot be faster
 * than this, so the ratio of the two whole-process times measures the loader's overhead.
 *
 * usage: yaml-parse-only FILE...
 *        yaml-parse-only -l LIST      (LIST holds one path per line)
 *        yaml-parse-only -l LIST -r READ_LIST
 *                                     also reads every file of READ_LIST fully (the floor for
 *                                     `kbreplay test`, which reads each scene's golden)
 * Prints the number of files and events; exits 1 on a parse or read error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  unsigned char *bytes = NULL;
  size_t capacity = 0, length = 0, got;
  do {
    if (length == capacity) {
      capacity = capacity ? capacity * 2 : 65536;
      unsigned char *grown = realloc(bytes, capacity);
      if (!grown) { free(bytes); fclose(file); return NULL; }
      bytes = grown;
    }
    got = fread(bytes + length, 1, capacity - length, file);
    length += got;
  } while (got > 0);
  int failed = ferror(file);
  fclose(file);
  if (failed) { free(bytes); return NULL; }
  *size = length;
  return bytes;
}

/* Parses one file; returns its event count, or -1 after printing the problem. */
static long parse_file(const char *path) {
  size_t size = 0;
  unsigned char *bytes = read_file(path, &size);
  if (!bytes) { perror(path); return -1; }
  yaml_parser_t *parser = malloc(sizeof *parser);
  if (!parser || !yaml_parser_initialize(parser)) { free(bytes); free(parser); return -1; }
  yaml_parser_set_input_string(parser, bytes, size);
  long events = 0;
  int done = 0;
  while (!done) {
    yaml_event_t event;
    if (!yaml_parser_parse(parser, &event)) {
      fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser->problem_mark.line + 1,
              parser->problem_mark.column + 1, parser->problem ? parser->problem : "error");
      events = -1;
      break;
    }
    done = event.type == YAML_STREAM_END_EVENT;
    events++;
    yaml_event_delete(&event);
  }
  yaml_parser_delete(parser);
  free(parser);
  free(bytes);
  return events;
}

/* Reads every file named in LIST into memory and throws it away; returns the byte count. */
static long read_all(const char *list_path) {
  FILE *list = fopen(list_path, "r");
  if (!list) { perror(list_path); return -1; }
  char line[4096];
  long total = 0;
  while (fgets(line, sizeof line, list)) {
    line[strcspn(line, "\n")] = '\0';
    if (line[0] == '\0') continue;
    size_t size = 0;
    unsigned char *bytes = read_file(line, &size);
    if (!bytes) { perror(line); fclose(list); return -1; }
    total += (long)size;
    free(bytes);
  }
  fclose(list);
  return total;
}

int main(int argc, char **argv) {
  long files = 0, events = 0;
  int status = 0;
  if ((argc == 3 || argc == 5) && strcmp(argv[1], "-l") == 0) {
    FILE *list = fopen(argv[2], "r");
    if (!list) { perror(argv[2]); return 2; }
    char line[4096];
    while (fgets(line, sizeof line, list)) {
      line[strcspn(line, "\n")] = '\0';
      if (line[0] == '\0') continue;
      long count = parse_file(line);
      if (count < 0) status = 1; else events += count;
      files++;
    }
    fclose(list);
    if (argc == 5) {
      if (strcmp(argv[3], "-r") != 0) { fprintf(stderr, "usage: -l LIST [-r READ_LIST]\n"); return 2; }
      long bytes = read_all(argv[4]);
      if (bytes < 0) return 2;
      printf("read %ld bytes\n", bytes);
    }
  } else {
    for (int i = 1; i < argc; i++) {
      long count = parse_file(argv[i]);
      if (count < 0) status = 1; else events += count;
      files++;
    }
  }
  printf("%ld files, %ld events\n", files, events);
  return status;
}
